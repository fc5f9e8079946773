import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { currentToasts, remove } from '@/lib/toast';
import { fakeApi, renderWithQuery, sentBodies } from '@/testing/admin';
import { UsersView } from './users-view';

afterEach(() => remove());

const owner = {
  id: 1,
  username: 'owner',
  isAdmin: true,
  isSuperAdmin: true,
  createdAt: '2026-01-05T10:00:00Z',
  passwordScheme: 'argon2id m=19456,t=2,p=1',
};
const editor = { ...owner, id: 2, username: 'editor', isSuperAdmin: false };
const settings = { settings: { registrationKey: 'key-abc' } };

describe('UsersView', () => {
  it('marks the super admin Protected with no delete action', async () => {
    fakeApi({
      'GET /api/admin/users': () => Response.json({ users: [owner, editor] }),
      'GET /api/admin/settings': () => Response.json(settings),
    });
    renderWithQuery(<UsersView />);
    const ownerRow = (await screen.findByText('owner')).closest('tr')!;
    expect(within(ownerRow).getAllByText('Super Admin').length).toBeGreaterThan(0);
    expect(within(ownerRow).getByText('Protected')).toBeTruthy();
    expect(within(ownerRow).queryByRole('button', { name: /Delete/ })).toBeNull();
    const editorRow = screen.getByText('editor').closest('tr')!;
    expect(within(editorRow).getAllByText('Admin').length).toBeGreaterThan(0);
    expect(within(editorRow).queryByText('Super Admin')).toBeNull();
    expect(within(editorRow).getByRole('button', { name: 'Delete editor' })).toBeTruthy();
  });

  it('reveals the password scheme, never a hash', async () => {
    fakeApi({
      'GET /api/admin/users': () => Response.json({ users: [owner] }),
      'GET /api/admin/settings': () => Response.json(settings),
    });
    renderWithQuery(<UsersView />);
    const toggle = await screen.findByRole('button', { name: 'Show password hash of owner' });
    expect(screen.queryByText(owner.passwordScheme)).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(owner.passwordScheme)).toBeTruthy();
  });

  it('shows Access Denied when the users call fails', async () => {
    fakeApi({
      'GET /api/admin/users': () => Response.json({ message: 'Only the super admin can do this.' }, { status: 403 }),
    });
    renderWithQuery(<UsersView />);
    expect(await screen.findByText('Access Denied')).toBeTruthy();
    expect(screen.getByText('Only the super admin can access user management.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add User' })).toBeNull();
  });

  it('shows the registration key from the server', async () => {
    fakeApi({
      'GET /api/admin/users': () => Response.json({ users: [owner] }),
      'GET /api/admin/settings': () => Response.json(settings),
    });
    renderWithQuery(<UsersView />);
    expect(await screen.findByText('key-abc')).toBeTruthy();
  });

  it('Add User checks the fields first, then registers with the current key', async () => {
    const api = fakeApi({
      'GET /api/admin/users': () => Response.json({ users: [owner] }),
      'GET /api/admin/settings': () => Response.json(settings),
      'POST /api/auth/register': (body) =>
        Response.json({ user: { ...editor, username: (body as { username: string }).username } }, { status: 201 }),
    });
    renderWithQuery(<UsersView />);
    await screen.findByText('key-abc');
    fireEvent.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(currentToasts()[0]).toMatchObject({ title: 'Validation Error', description: 'All fields are required.' });

    fireEvent.input(within(dialog).getByLabelText('Username'), { target: { value: 'newbie' } });
    fireEvent.input(within(dialog).getByLabelText('Password'), { target: { value: '12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(currentToasts()[0]).toMatchObject({ description: 'Password must be at least 6 characters' });

    fireEvent.input(within(dialog).getByLabelText('Password'), { target: { value: 'secret-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(currentToasts()[0]?.title).toBe('User created'));
    expect(sentBodies(api, 'POST', '/api/auth/register')).toEqual([
      { username: 'newbie', password: 'secret-1', registrationKey: 'key-abc' },
    ]);
  });

  it("falls back to 'Failed to delete user.'", async () => {
    fakeApi({
      'GET /api/admin/users': () => Response.json({ users: [owner, editor] }),
      'GET /api/admin/settings': () => Response.json(settings),
      'DELETE /api/admin/users/2': () => new Response(null, { status: 500 }),
    });
    renderWithQuery(<UsersView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete editor' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Error', description: 'Failed to delete user.' }));
  });
});
