import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_KEY } from '@/config/constants';
import { getSessionUser } from '@/features/auth/session-user';
import { remove } from '@/lib/toast';
import { ANA, fakeApi, renderWithQuery } from '@/testing/admin';
import AccountRoute from './account';

afterEach(() => remove());

const user = { ...ANA, totpEnabled: false };

describe('AccountRoute', () => {
  it('keeps the token a password change answers in place of the old one, as a login does', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'old.token.value');
    const api = fakeApi({
      'GET /api/admin/account': () => Response.json({ user }),
      'POST /api/admin/account/password': () => Response.json({ token: 'new.token.value', user }),
    });
    renderWithQuery(<AccountRoute />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Current password'), { target: { value: 'old-password' } });
    fireEvent.input(screen.getByLabelText('New password'), { target: { value: 'new-password' } });
    fireEvent.input(screen.getByLabelText('Repeat new password'), { target: { value: 'new-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('new.token.value'));
    expect(getSessionUser()).toEqual({ id: 2, username: 'ana', isSuperAdmin: false });
    // The change itself went out with the old session's token.
    const init = api.mock.calls.find(([url]) => url === '/api/admin/account/password')![1];
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer old.token.value');
  });
});
