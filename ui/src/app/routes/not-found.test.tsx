import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { NotFoundRoute } from './not-found';

describe('Not Found page', () => {
  it('shows the heading, says the page moved or never existed, and leads home', () => {
    render(<NotFoundRoute />);

    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('The page you are looking for has moved or never existed.')).toBeTruthy();
    expect(screen.queryByText(/router/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('offers the work, the blog and the contact form', () => {
    render(<NotFoundRoute />);
    expect(screen.getByRole('link', { name: 'our work' }).getAttribute('href')).toBe('/#work');
    expect(screen.getByRole('link', { name: 'the blog' }).getAttribute('href')).toBe('/blog');
    expect(screen.getByRole('link', { name: 'get in touch' }).getAttribute('href')).toBe('/#contact');
  });

  it('gives the page the meta description the server writes for a 404', () => {
    render(<NotFoundRoute />);
    expect(document.title).toMatch(/^Page Not Found \| /);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'The page you are looking for has moved or never existed.',
    );
  });

  it('is what the router shows for an unknown path', () => {
    window.history.replaceState(null, '', '/nonexistent');
    render(<App />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
  });

  it.each(['/', '/blog', '/blog/ugc-content-strategy-guide'])('is not shown at the known route %s', (path) => {
    window.history.replaceState(null, '', path);
    render(<App />);
    expect(screen.queryByText('Page Not Found')).toBeNull();
  });
});
