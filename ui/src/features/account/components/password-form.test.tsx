import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, remove } from '@/lib/toast';
import { ANA, fakeApi, renderWithQuery, sentBodies } from '@/testing/admin';
import { PasswordForm } from './password-form';

afterEach(() => remove());

const PATH = '/api/admin/account/password';
const user = ANA;

function fill(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

function fillForm(current: string, next: string, repeat = next) {
  fill('Current password', current);
  fill('New password', next);
  fill('Repeat new password', repeat);
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('PasswordForm', () => {
  it('checks the fields in the browser and sends nothing while one is wrong', async () => {
    const api = fakeApi({});
    renderWithQuery(<PasswordForm onNewSession={() => {}} />);

    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Enter your current password')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByText('Repeat the new password')).toBeTruthy();

    fillForm('old-password', 'new-password', 'new-passw0rd');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(screen.queryByText('Enter your current password')).toBeNull();
    expect(screen.getByLabelText('Repeat new password').getAttribute('aria-invalid')).toBe('true');
    expect(sentBodies(api, 'POST', PATH)).toEqual([]);
  });

  it("shows the server's messages under the fields", async () => {
    fakeApi({
      [`POST ${PATH}`]: () =>
        Response.json(
          { message: 'Validation failed', errors: { currentPassword: 'The current password is not right' } },
          { status: 422 },
        ),
    });
    const onNewSession = vi.fn();
    renderWithQuery(<PasswordForm onNewSession={onNewSession} />);

    fillForm('wrong-password', 'new-password');

    expect(await screen.findByText('The current password is not right', { selector: 'p' })).toBeTruthy();
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBeNull();
    expect(currentToasts()[0]).toMatchObject({ variant: 'destructive', title: 'Error' });
    expect(onNewSession).not.toHaveBeenCalled();
  });

  it('shows a too-short new password the server refused', async () => {
    fakeApi({
      [`POST ${PATH}`]: () =>
        Response.json({ errors: { newPassword: 'Password must be at least 6 characters' } }, { status: 422 }),
    });
    renderWithQuery(<PasswordForm onNewSession={() => {}} />);
    fillForm('old-password', 'new-password');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
  });

  it("toasts the server's message when there were too many tries", async () => {
    fakeApi({
      [`POST ${PATH}`]: () =>
        Response.json({ message: 'Too many tries: wait 60 seconds' }, { status: 429, headers: { 'Retry-After': '60' } }),
    });
    renderWithQuery(<PasswordForm onNewSession={() => {}} />);
    fillForm('old-password', 'new-password');
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({ variant: 'destructive', description: 'Too many tries: wait 60 seconds' }),
    );
  });

  it('sends the passwords, keeps the new token and says the other sessions ended', async () => {
    const api = fakeApi({ [`POST ${PATH}`]: () => Response.json({ token: 'new.token.here', user }) });
    const onNewSession = vi.fn();
    renderWithQuery(<PasswordForm username="ana" onNewSession={onNewSession} />);

    fillForm('old-password', 'new-password');

    await waitFor(() => expect(onNewSession).toHaveBeenCalledWith('new.token.here', user));
    expect(sentBodies(api, 'POST', PATH)).toEqual([{ currentPassword: 'old-password', newPassword: 'new-password' }]);
    expect(currentToasts()[0]).toMatchObject({
      variant: 'default',
      title: 'Password changed',
      description: 'Your other sessions have ended.',
    });
    // The form starts over, without complaining about the emptied fields.
    await waitFor(() => expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe(''));
    expect(screen.queryByText('Enter your current password')).toBeNull();
  });
});
