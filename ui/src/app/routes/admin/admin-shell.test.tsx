import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY } from '@/config/constants';
import { ADMIN_USER_KEY } from '@/features/auth/session-user';
import { currentToasts, remove } from '@/lib/toast';
import AdminShell from './admin-shell';

function tokenExpiringIn(seconds: number) {
  return `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + seconds }))}.s`;
}

afterEach(() => {
  remove();
  vi.useRealTimers();
});

describe('AdminShell (the session rules of docs/PRODUCT.md §4)', () => {
  it.each([
    ['missing', null],
    ['unreadable', 'garbage'],
    ['expired', tokenExpiringIn(-10)],
  ])('a %s token sends the visitor to /admin', async (_case, token) => {
    if (token) localStorage.setItem(ADMIN_TOKEN_KEY, token);
    window.history.replaceState(null, '', '/admin/services');
    render(
      <AdminShell>
        <p>protected</p>
      </AdminShell>,
    );
    await waitFor(() => expect(window.location.pathname).toBe('/admin'));
    expect(screen.queryByText('protected')).toBeNull();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('a valid token shows the screen in the layout', () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, tokenExpiringIn(3600));
    window.history.replaceState(null, '', '/admin/services');
    render(
      <AdminShell>
        <p>protected</p>
      </AdminShell>,
    );
    expect(screen.getByText('protected')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeTruthy();
  });

  it('logout drops the session, toasts Logged out and goes to /admin', () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, tokenExpiringIn(3600));
    localStorage.setItem(ADMIN_USER_KEY, JSON.stringify({ id: 1, username: 'owner', isSuperAdmin: true }));
    window.history.replaceState(null, '', '/admin/dashboard');
    render(
      <AdminShell>
        <p>protected</p>
      </AdminShell>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(ADMIN_USER_KEY)).toBeNull();
    expect(currentToasts()[0]?.title).toBe('Logged out');
    expect(window.location.pathname).toBe('/admin');
  });

  it('leaves the screen when the token expires while it is open', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    localStorage.setItem(ADMIN_TOKEN_KEY, tokenExpiringIn(2));
    window.history.replaceState(null, '', '/admin/dashboard');
    render(
      <AdminShell>
        <p>protected</p>
      </AdminShell>,
    );
    expect(window.location.pathname).toBe('/admin/dashboard');
    vi.advanceTimersByTime(3000);
    expect(window.location.pathname).toBe('/admin');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });
});
