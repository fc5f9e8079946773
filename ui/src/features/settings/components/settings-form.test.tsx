import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { currentToasts, remove } from '@/lib/toast';
import { fakeApi, renderWithQuery, sentBodies, sentIfMatch } from '@/testing/admin';
import { PUBLIC_URL_UNSET, SettingsForm } from './settings-form';

afterEach(() => remove());

const settings = {
  siteName: 'MYTH Agency',
  contactEmail: 'hello@mythagency.example',
  contactPhone: '+1 (305) 555-0142',
  publicUrl: 'https://myth.example',
  analyticsId: '',
  timeZone: 'America/New_York',
  languages: 'en,es',
  registrationKey: 'key',
  version: 3,
};

describe('SettingsForm', () => {
  it('asks for the public URL until it is set', async () => {
    let stored = { ...settings, publicUrl: 'http://127.0.0.1:8080' };
    fakeApi({
      'GET /api/admin/settings': () => Response.json({ settings: stored }),
      'PATCH /api/admin/settings': (body) => {
        stored = { ...stored, ...(body as object) };
        return Response.json({ settings: stored });
      },
    });
    renderWithQuery(<SettingsForm />);
    expect(await screen.findByText(PUBLIC_URL_UNSET)).toBeTruthy();
    fireEvent.input(await screen.findByLabelText('Public URL'), { target: { value: 'https://myth.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(screen.queryByText(PUBLIC_URL_UNSET)).toBeNull());
    expect(screen.getByText("The site's address, such as https://mythagency.com.")).toBeTruthy();
  });

  it('sends only what changed and toasts success', async () => {
    const api = fakeApi({
      'GET /api/admin/settings': () => Response.json({ settings }),
      'PATCH /api/admin/settings': (body) => Response.json({ settings: { ...settings, ...(body as object) } }),
    });
    renderWithQuery(<SettingsForm />);
    fireEvent.input(await screen.findByLabelText('Contact phone'), { target: { value: '+1 305 555 0199' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(currentToasts()[0]?.title).toBe('Settings saved'));
    expect(sentBodies(api, 'PATCH', '/api/admin/settings')).toEqual([{ contactPhone: '+1 305 555 0199' }]);
  });

  it("shows the server's field messages under the fields", async () => {
    const message = "'Mars/Olympus' is not a time zone; use a name such as America/New_York";
    fakeApi({
      'GET /api/admin/settings': () => Response.json({ settings }),
      'PATCH /api/admin/settings': () => Response.json({ message, errors: { timeZone: message } }, { status: 422 }),
    });
    renderWithQuery(<SettingsForm />);
    fireEvent.input(await screen.findByLabelText('Time zone'), { target: { value: 'Mars/Olympus' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText(message, { selector: 'p' })).toBeTruthy();
    expect(screen.getByLabelText('Time zone').getAttribute('aria-invalid')).toBe('true');
    expect(currentToasts()[0]).toMatchObject({ variant: 'destructive', title: 'Error' });
  });

  it('shows Access Denied to other admins', async () => {
    fakeApi({ 'GET /api/admin/settings': () => Response.json({ message: 'Only the super admin can do this.' }, { status: 403 }) });
    renderWithQuery(<SettingsForm />);
    expect(await screen.findByText('Access Denied')).toBeTruthy();
  });

  it('on a stale save shows what differs; "Keep mine" saves my field on top of theirs, on their version', async () => {
    const theirs = { ...settings, siteName: 'MYTH Agency Miami', version: 4 };
    let calls = 0;
    const api = fakeApi({
      'GET /api/admin/settings': () => Response.json({ settings }),
      'PATCH /api/admin/settings': (body) => {
        calls += 1;
        if (calls === 1) return Response.json({ message: 'Someone else changed the settings since you opened them', current: theirs }, { status: 412 });
        return Response.json({ settings: { ...theirs, ...(body as object), version: 5 } });
      },
    });
    renderWithQuery(<SettingsForm />);
    fireEvent.input(await screen.findByLabelText('Contact phone'), { target: { value: '+1 305 555 0199' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed these settings' });
    const rows = within(dialog).getByRole('list', { name: 'What differs' }).textContent;
    expect(rows).toContain('Site nameChanged by them');
    expect(rows).toContain('Contact phoneChanged by you');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(currentToasts()[0]?.title).toBe('Settings saved'));
    expect(sentIfMatch(api, 'PATCH', '/api/admin/settings')).toEqual(['"3"', '"4"']);
    expect(sentBodies(api, 'PATCH', '/api/admin/settings')).toEqual([{ contactPhone: '+1 305 555 0199' }, { contactPhone: '+1 305 555 0199' }]);
    expect((screen.getByLabelText('Site name') as HTMLInputElement).value).toBe('MYTH Agency Miami');
  });
});
