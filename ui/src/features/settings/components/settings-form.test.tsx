import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { currentToasts, remove } from '@/lib/toast';
import { fakeApi, renderWithQuery, sentBodies } from '@/testing/admin';
import { PUBLIC_URL_UNSET, SettingsForm } from './settings-form';

afterEach(() => remove());

const settings = {
  siteName: 'MYTH Agency',
  contactEmail: 'hello@mythagency.example',
  contactPhone: '+1 (305) 555-0142',
  publicUrl: 'https://myth.example',
  analyticsId: '',
  timeZone: 'America/New_York',
  registrationKey: 'key',
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
});
