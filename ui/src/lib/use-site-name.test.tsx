import { render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { fakeApi } from '@/testing/admin';
import { queryClient } from './query-client';
import { siteNameOf } from './use-site-name';

describe('the site name in the admin area', () => {
  beforeEach(() => queryClient.clear());

  it('is read from the public settings; none there, none here', () => {
    expect(siteNameOf({ settings: { siteName: ' Casa Studio ' } })).toBe('Casa Studio');
    expect(siteNameOf({ settings: { siteName: 3 } })).toBe('');
    expect(siteNameOf(null)).toBe('');
  });

  it('heads the login screen and its tab title', async () => {
    fakeApi({ 'GET /api/settings': () => Response.json({ settings: { siteName: 'Casa Studio' } }) });
    window.history.replaceState(null, '', '/admin');
    render(<App />);
    expect(await screen.findByText('Casa Studio')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Admin Login | Casa Studio'));
  });

  it('is the built-in name until the settings answer, or when they fail', async () => {
    fakeApi({ 'GET /api/settings': () => new Response('down', { status: 500 }) });
    window.history.replaceState(null, '', '/admin/register');
    render(<App />);
    expect(await screen.findByRole('button', { name: 'Register' })).toBeTruthy();
    expect(screen.getByText('MYTH Agency')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Admin Registration | MYTH Agency'));
  });
});
