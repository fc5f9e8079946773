import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, remove } from '@/lib/toast';
import { ANA, fakeApi, renderWithQuery, sentBodies } from '@/testing/admin';
import { AccountView } from './account-view';

afterEach(() => {
  remove();
  vi.restoreAllMocks();
});

const ACCOUNT = '/api/admin/account';
const TOTP = '/api/admin/account/totp';
const user = ANA;
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><rect width="21" height="21" fill="#fff"/></svg>';
const CODES = Array.from({ length: 10 }, (_, i) => `ABCD${i}-FGHJ${i}`);

/** A server whose two-factor state follows the calls, as the real one's does. */
function accountServer(totpEnabled: boolean) {
  let enabled = totpEnabled;
  return fakeApi({
    [`GET ${ACCOUNT}`]: () => Response.json({ user: { ...user, totpEnabled: enabled } }),
    [`POST ${TOTP}`]: (body) => {
      if ((body as { currentPassword?: string }).currentPassword !== 'ana-password') {
        return Response.json(
          { message: 'Validation failed', errors: { currentPassword: 'The current password is not right' } },
          { status: 422 },
        );
      }
      return Response.json({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', otpauthUrl: 'otpauth://totp/MYTH:ana?secret=JBSW', qrSvg: SVG });
    },
    [`POST ${TOTP}/confirm`]: (body) => {
      if ((body as { code: string }).code !== '123456') {
        return Response.json(
          { message: 'Validation failed', errors: { code: 'That code is not right: enter the one your app shows now' } },
          { status: 422 },
        );
      }
      enabled = true;
      return Response.json({ recoveryCodes: CODES, token: 'token-after-on', user: { ...user, totpEnabled: true } });
    },
    [`DELETE ${TOTP}`]: (body) => {
      if ((body as { code: string }).code !== 'ABCD3-FGHJ3') {
        return Response.json({ errors: { code: 'That code is not right: enter the one your app shows now, or a recovery code' } }, { status: 422 });
      }
      enabled = false;
      return Response.json({ token: 'token-after-off', user: { ...user, totpEnabled: false } });
    },
  });
}

function status() {
  return screen.getByTestId('totp-status').textContent;
}

/** Clicks Turn on and gives the current password in the dialog that asks for it. */
async function turnOnWithPassword() {
  fireEvent.click(await screen.findByRole('button', { name: 'Turn on two-factor sign-in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Turn on two-factor sign-in' });
  fireEvent.input(within(dialog).getByLabelText('Current password'), { target: { value: 'ana-password' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
}

describe('Two-factor sign-in', () => {
  it('asks for the current password before it starts, and shows why it refused one', async () => {
    const api = accountServer(false);
    renderWithQuery(<AccountView onNewSession={() => {}} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Turn on two-factor sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on two-factor sign-in' });
    const password = within(dialog).getByLabelText('Current password');
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Enter your current password')).toBeTruthy();
    expect(sentBodies(api, 'POST', TOTP)).toEqual([]);

    fireEvent.input(password, { target: { value: 'not-it' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('The current password is not right')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('img', { name: 'QR code for your authenticator app' })).toBeNull();

    fireEvent.input(password, { target: { value: 'ana-password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(sentBodies(api, 'POST', TOTP)).toEqual([{ currentPassword: 'not-it' }, { currentPassword: 'ana-password' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Turn on two-factor sign-in' })).toBeNull());
  });

  it('shows the QR code and the key, confirms with a code and shows the ten recovery codes once', async () => {
    const api = accountServer(false);
    const onNewSession = vi.fn();
    renderWithQuery(<AccountView onNewSession={onNewSession} />);

    await waitFor(() => expect(status()).toBe('Status:Off'));
    await turnOnWithPassword();

    const qr = (await screen.findByRole('img', { name: 'QR code for your authenticator app' })) as HTMLImageElement;
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;utf8,${encodeURIComponent(SVG)}`);
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeTruthy();
    expect(sentBodies(api, 'POST', TOTP)).toEqual([{ currentPassword: 'ana-password' }]);

    // A code that is not six digits is caught here; a wrong one by the server.
    const code = screen.getByLabelText('Code from your app');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.input(code, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter the 6-digit code your app shows')).toBeTruthy();
    fireEvent.input(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('That code is not right: enter the one your app shows now')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');

    fireEvent.input(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(CODES);
    expect(sentBodies(api, 'POST', `${TOTP}/confirm`).at(-1)).toEqual({ code: '123456' });
    await waitFor(() => expect(status()).toBe('Status:On'));
    // The other sessions ended: this one goes on with the answer's token.
    expect(onNewSession).toHaveBeenCalledWith('token-after-on', expect.objectContaining({ username: 'ana', totpEnabled: true }));
    expect(screen.queryByRole('img', { name: 'QR code for your authenticator app' })).toBeNull();

    // Done only once the admin says the codes are saved; then they are gone for good.
    const done = screen.getByRole('button', { name: 'Done' });
    expect(done.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByLabelText('I have saved these codes'));
    await waitFor(() => expect(done.hasAttribute('disabled')).toBe(false));
    fireEvent.click(done);

    await waitFor(() => expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull());
    expect(screen.queryByText(CODES[0]!)).toBeNull();
    expect(screen.getByRole('button', { name: 'Turn off two-factor sign-in' })).toBeTruthy();
  });

  it('copies all the recovery codes and downloads them as a text file', async () => {
    accountServer(false);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:codes');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithQuery(<AccountView onNewSession={() => {}} />);

    await turnOnWithPassword();
    fireEvent.input(await screen.findByLabelText('Code from your app'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('list', { name: 'Recovery codes' });

    fireEvent.click(screen.getByRole('button', { name: 'Copy all' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    const copied = String((writeText.mock.calls[0] as unknown[])[0]);
    for (const code of CODES) expect(copied).toContain(code);

    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('ana-recovery-codes.txt');
    const file = createObjectURL.mock.calls[0]![0] as Blob;
    expect(link.href).toBe('blob:codes');
    expect((await file.text()).split('\n').slice(3, 13)).toEqual(CODES);
  });

  it('turns off with a recovery code, after a wrong one', async () => {
    const api = accountServer(true);
    const onNewSession = vi.fn();
    renderWithQuery(<AccountView onNewSession={onNewSession} />);

    await waitFor(() => expect(status()).toBe('Status:On'));
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('Enter a code or a recovery code')).toBeTruthy();

    const code = within(dialog).getByLabelText('Code or recovery code');
    fireEvent.input(code, { target: { value: '000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(
      await within(dialog).findByText('That code is not right: enter the one your app shows now, or a recovery code'),
    ).toBeTruthy();

    fireEvent.input(code, { target: { value: ' ABCD3-FGHJ3 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));

    await waitFor(() => expect(status()).toBe('Status:Off'));
    expect(sentBodies(api, 'DELETE', TOTP)).toEqual([{ code: '000000' }, { code: 'ABCD3-FGHJ3' }]);
    expect(currentToasts()[0]).toMatchObject({ title: 'Two-factor sign-in is off' });
    expect(onNewSession).toHaveBeenCalledWith('token-after-off', expect.objectContaining({ totpEnabled: false }));
    expect(screen.getByRole('button', { name: 'Turn on two-factor sign-in' })).toBeTruthy();
  });

  it("shows the server's state when two-factor was turned on elsewhere", async () => {
    let enabled = false;
    fakeApi({
      [`GET ${ACCOUNT}`]: () => Response.json({ user: { ...user, totpEnabled: enabled } }),
      [`POST ${TOTP}`]: () => {
        enabled = true;
        return Response.json({ message: 'Two-factor sign-in is already on' }, { status: 409 });
      },
    });
    renderWithQuery(<AccountView onNewSession={() => {}} />);
    await turnOnWithPassword();
    await waitFor(() => expect(status()).toBe('Status:On'));
    expect(currentToasts()[0]).toMatchObject({ variant: 'destructive', description: 'Two-factor sign-in is already on' });
  });
});
