import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY } from '@/config/constants';
import { currentToasts, remove } from '@/lib/toast';
import { getSessionUser } from '../session-user';
import { LoginForm } from './login-form';

afterEach(() => remove());

function fill(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

describe('LoginForm', () => {
  it('shows the messages of docs/PRODUCT.md §5 and sends nothing when the fields are too short', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<LoginForm onSuccess={() => {}} />);

    fill('Username', 'ab');
    fill('Password', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Username must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the credentials, stores the token and reports success', async () => {
    const fetchMock = vi.fn(async (..._args: [string, RequestInit]) =>
      Response.json({ token: 'h.p.s', user: { id: 1, username: 'owner', isAdmin: true, isSuperAdmin: true } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onSuccess = vi.fn();
    render(<LoginForm onSuccess={onSuccess} />);

    fill('Username', ' owner ');
    fill('Password', 'correct horse');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ username: 'owner', password: 'correct horse' });
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('h.p.s');
    expect(getSessionUser()).toEqual({ id: 1, username: 'owner', isSuperAdmin: true });
    expect(currentToasts()[0]).toMatchObject({
      title: 'Login successful',
      description: 'You are now logged in to the admin dashboard',
      variant: 'default',
    });
  });

  it("says the server's message above the button and in a toast when the login is refused; editing clears it", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Invalid username or password' }, { status: 401 })),
    );
    const onSuccess = vi.fn();
    render(<LoginForm onSuccess={onSuccess} />);

    fill('Username', 'owner');
    fill('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    const inline = await screen.findByRole('alert');
    expect(inline.textContent).toBe('Login failedInvalid username or password');
    // Above the button: the alert comes right before it.
    expect(inline.nextElementSibling).toBe(screen.getByRole('button', { name: 'Login' }));
    expect(currentToasts()[0]).toMatchObject({
      title: 'Login failed',
      description: 'Invalid username or password',
      variant: 'destructive',
    });
    expect(screen.getByRole('button', { name: 'Login' }).hasAttribute('disabled')).toBe(false);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    // What was typed stays, and the message goes once a field changes.
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('owner');
    fill('Password', 'wrong-password2');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failure is said again at the next attempt', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 503 })));
    render(<LoginForm onSuccess={() => {}} />);
    fill('Username', 'owner');
    fill('Password', 'secret-password');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    const first = await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('alert')).not.toBe(first));
    expect(screen.getByRole('alert').textContent).toContain('Invalid username or password');
  });

  it('asks for the two-factor code when the server requires one, then sends it with the credentials', async () => {
    const asked = 'Enter the 6-digit code from your authenticator app, or a recovery code';
    const wrong = 'That code is not right: enter the one your app shows now, or a recovery code';
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const { totp } = JSON.parse(init.body as string) as { totp?: string };
      if (totp === 'ABCDE-FGHJK') {
        return Response.json({ token: 'h.p.s', user: { id: 1, username: 'owner', isAdmin: true, isSuperAdmin: true } });
      }
      return Response.json({ message: totp ? wrong : asked, totpRequired: true }, { status: 401 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const onSuccess = vi.fn();
    render(<LoginForm onSuccess={onSuccess} />);

    fill('Username', 'owner');
    fill('Password', 'correct horse');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    const code = await screen.findByLabelText('Two-factor code');
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByRole('status').textContent).toContain(asked);
    expect(currentToasts()).toEqual([]);
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('correct horse');

    // An empty code is caught here.
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Enter the code from your authenticator app or a recovery code')).toBeTruthy();

    fill('Two-factor code', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    const refused = await screen.findByRole('alert');
    expect(refused.textContent).toBe(`Code not accepted${wrong}`);
    expect(refused.nextElementSibling).toBe(screen.getByRole('button', { name: 'Login' }));
    // The standing instruction stays; the code is selected for typing over.
    expect(screen.getByRole('status').textContent).toContain(asked);
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(currentToasts()).toEqual([]);
    expect(onSuccess).not.toHaveBeenCalled();

    // A recovery code goes through as typed: letters and a dash. Typing it clears the refusal.
    fill('Two-factor code', ' ABCDE-FGHJK ');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls.map(([, init]) => JSON.parse(init.body as string))).toEqual([
      { username: 'owner', password: 'correct horse' },
      { username: 'owner', password: 'correct horse', totp: '000000' },
      { username: 'owner', password: 'correct horse', totp: 'ABCDE-FGHJK' },
    ]);
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('h.p.s');
    expect(currentToasts()[0]).toMatchObject({ title: 'Login successful' });
  });

  it('a plain 401 still toasts Login failed and asks for no code', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ message: 'Invalid username or password' }, { status: 401 })));
    render(<LoginForm onSuccess={() => {}} />);
    fill('Username', 'owner');
    fill('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Login failed', variant: 'destructive' }));
    expect(screen.queryByLabelText('Two-factor code')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('falls back to the text of docs/PRODUCT.md §8 when the server says nothing useful', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 502 })));
    render(<LoginForm onSuccess={() => {}} />);
    fill('Username', 'owner');
    fill('Password', 'secret-password');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(currentToasts()[0]?.description).toBe('Invalid username or password'));
  });

  it("shows 'Logging in...' while the call is under way", async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
    render(<LoginForm onSuccess={() => {}} />);
    fill('Username', 'owner');
    fill('Password', 'secret-password');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    const busy = await screen.findByRole('button', { name: 'Logging in...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
  });
});
