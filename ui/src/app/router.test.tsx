import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { ADMIN_TOKEN_KEY } from '@/config/constants';

describe('router', () => {
  it('shows the hero with the site name on /', async () => {
    render(<App />);
    expect(screen.getByRole('heading', { level: 1, name: 'MYTH Agency' })).toBeTruthy();
    // Without inlined content the button's words come with the defaults, a moment later.
    expect((await screen.findByRole('link', { name: /Let's talk/ })).getAttribute('href')).toBe('#contact');
  });

  it('shows the login form on /admin', async () => {
    window.history.replaceState(null, '', '/admin');
    render(<App />);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Need an account? Register here' }).getAttribute('href')).toBe(
      '/admin/register',
    );
  });

  it('sends a visitor without a token from a protected screen to /admin', async () => {
    window.history.replaceState(null, '', '/admin/services');
    render(<App />);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin');
  });

  it('treats an unknown path under /admin as protected', async () => {
    window.history.replaceState(null, '', '/admin/nope');
    render(<App />);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin');
  });

  it('drops an expired token and sends the visitor to /admin', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, `h.${btoa(JSON.stringify({ exp: 1 }))}.s`);
    window.history.replaceState(null, '', '/admin/dashboard');
    render(<App />);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('shows a protected screen to a visitor with a valid token', async () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    localStorage.setItem(ADMIN_TOKEN_KEY, `h.${btoa(JSON.stringify({ exp }))}.s`);
    window.history.replaceState(null, '', '/admin/services');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Services' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/services');
  });
});
