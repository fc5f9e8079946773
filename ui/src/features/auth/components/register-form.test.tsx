import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, remove } from '@/lib/toast';
import { RegisterForm } from './register-form';

afterEach(() => remove());

function fill(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

describe('RegisterForm', () => {
  it('shows the key hint under its field', () => {
    render(<RegisterForm onSuccess={() => {}} />);
    const key = screen.getByLabelText('Registration Key');
    const hintId = key.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(hintId)?.textContent).toBe('This key is provided by your administrator');
  });

  it('flags a confirmation that does not match, then clears it once fixed', async () => {
    vi.stubGlobal('fetch', vi.fn());
    render(<RegisterForm onSuccess={() => {}} />);

    fill('Username', 'editor');
    fill('Password', 'secret-1');
    fill('Confirm Password', 'secret-2');
    fill('Registration Key', 'key-123');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    fill('Confirm Password', 'secret-1');
    await waitFor(() => expect(screen.queryByText('Passwords do not match')).toBeNull());
  });

  it('posts the account with the registration key', async () => {
    const fetchMock = vi.fn(async (..._args: [string, RequestInit]) =>
      Response.json({ user: { id: 2, username: 'editor', isAdmin: true } }, { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onSuccess = vi.fn();
    render(<RegisterForm onSuccess={onSuccess} />);

    fill('Username', 'editor');
    fill('Password', 'secret-1');
    fill('Confirm Password', 'secret-1');
    fill('Registration Key', ' key-123 ');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/register');
    expect(JSON.parse(init.body as string)).toEqual({
      username: 'editor',
      password: 'secret-1',
      registrationKey: 'key-123',
    });
    expect(currentToasts()[0]).toMatchObject({
      title: 'Registration successful',
      description: 'Your account has been created. You can now log in.',
    });
  });

  it.each([
    [403, '{"message":"The registration key is not valid."}', 'The registration key is not valid.'],
    [500, '', 'Something went wrong. Please try again.'],
  ])('toasts Registration failed on %i', async (status, body, description) => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(body || null, { status })));
    const onSuccess = vi.fn();
    render(<RegisterForm onSuccess={onSuccess} />);
    fill('Username', 'editor');
    fill('Password', 'secret-1');
    fill('Confirm Password', 'secret-1');
    fill('Registration Key', 'key');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({ title: 'Registration failed', description, variant: 'destructive' }),
    );
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
