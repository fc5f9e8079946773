import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format-date';
import { currentToasts, remove } from '@/lib/toast';
import { fakeApi, renderWithQuery, sentBodies } from '@/testing/admin';
import type { Submission } from '../api/submissions';
import { SubmissionsView } from './submissions-view';

afterEach(() => remove());

const inquiry: Submission = {
  id: 7,
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  subject: 'Menu launch videos',
  message: 'We open a second location in March.\nCan you help?',
  read: false,
  version: 1,
  createdAt: '2026-03-09T18:07:00Z',
  lang: 'en',
  status: 'new',
  source: { landingPage: '', referrer: '', utmSource: '', utmMedium: '', utmCampaign: '', device: '' },
  spam: { score: 0, reasons: [] },
};

describe('SubmissionsView', () => {
  it('shows status, date, sender and subject, and the unread count', async () => {
    fakeApi({
      'GET /api/admin/contact-submissions': () =>
        Response.json({ submissions: [inquiry, { ...inquiry, id: 6, subject: 'Old', read: true }], total: 2, unread: 1 }),
    });
    renderWithQuery(<SubmissionsView />);
    const row = (await screen.findByText('Menu launch videos')).closest('tr')!;
    expect(within(row).getByText('New')).toBeTruthy();
    expect(within(row).getByText(formatDateTime(inquiry.createdAt))).toBeTruthy();
    expect(within(row).getByText('Ana Ruiz')).toBeTruthy();
    expect(within(screen.getByText('Old').closest('tr')!).getByText('Read')).toBeTruthy();
    expect(screen.getByText('1 Unread')).toBeTruthy();
  });

  it('marks an inquiry sent from another language and names the language when opened', async () => {
    fakeApi({
      'GET /api/admin/contact-submissions': () =>
        Response.json({ submissions: [{ ...inquiry, lang: 'es' }], total: 1, unread: 1 }),
      'GET /api/settings': () => Response.json({ settings: { languages: 'en,es' } }),
      'PATCH /api/admin/contact-submissions/7': () => Response.json({ submission: { ...inquiry, lang: 'es', read: true } }),
    });
    renderWithQuery(<SubmissionsView />);
    expect(await screen.findByTitle('Sent from the Spanish site')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View: Menu launch videos' }));
    expect(await screen.findByText('Spanish: answer in it')).toBeTruthy();
  });

  it('opening an inquiry shows it and marks it read', async () => {
    const api = fakeApi({
      'GET /api/admin/contact-submissions': () => Response.json({ submissions: [inquiry], total: 1, unread: 1 }),
      'PATCH /api/admin/contact-submissions/7': () => Response.json({ submission: { ...inquiry, read: true } }),
    });
    renderWithQuery(<SubmissionsView />);
    fireEvent.click(await screen.findByRole('button', { name: 'View: Menu launch videos' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Menu launch videos' })).toBeTruthy();
    expect(within(dialog).getByText(/second location/)).toBeTruthy();
    expect(within(dialog).getByText('<ana@example.com>')).toBeTruthy();
    await waitFor(() => expect(sentBodies(api, 'PATCH', '/api/admin/contact-submissions/7')).toEqual([{ read: true }]));
  });

  it("the dialog's main action is Reply, an e-mail to the sender about the subject; Close is secondary", async () => {
    fakeApi({
      'GET /api/admin/contact-submissions': () =>
        Response.json({ submissions: [{ ...inquiry, subject: 'Menu & prices?', read: true }], total: 1, unread: 0 }),
    });
    renderWithQuery(<SubmissionsView />);
    fireEvent.click(await screen.findByRole('button', { name: 'View: Menu & prices?' }));
    const dialog = screen.getByRole('dialog');
    const footer = dialog.querySelector('footer')!;
    const reply = within(footer).getByRole('link', { name: 'Reply by e-mail' });
    expect(reply.getAttribute('href')).toBe('mailto:ana@example.com?subject=Re%3A%20Menu%20%26%20prices%3F');
    expect(reply.className).toContain('bg-main');
    const close = within(footer).getByRole('button', { name: 'Close' });
    expect(close.className).not.toContain('bg-main');
    // The main action comes last, at the right edge.
    expect(footer.lastElementChild).toBe(reply);

    fireEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('toasts the text of docs/PRODUCT.md §8 when marking read fails', async () => {
    fakeApi({
      'GET /api/admin/contact-submissions': () => Response.json({ submissions: [inquiry], total: 1, unread: 1 }),
      'PATCH /api/admin/contact-submissions/7': () => new Response(null, { status: 500 }),
    });
    renderWithQuery(<SubmissionsView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as read: Menu launch videos' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({ variant: 'destructive', description: 'Failed to mark submission as read.' }),
    );
  });

  it('shows the empty state', async () => {
    fakeApi({ 'GET /api/admin/contact-submissions': () => Response.json({ submissions: [], total: 0, unread: 0 }) });
    renderWithQuery(<SubmissionsView />);
    expect(await screen.findByText('No submissions found')).toBeTruthy();
  });

  it('shows the load error with its message', async () => {
    fakeApi({
      'GET /api/admin/contact-submissions': () => Response.json({ message: 'Database is busy' }, { status: 503 }),
    });
    renderWithQuery(<SubmissionsView />);
    expect(await screen.findByText('Error loading submissions: Database is busy')).toBeTruthy();
  });

  it('refetches every 30 seconds', async () => {
    const { SUBMISSIONS_REFETCH_MS } = await import('../api/submissions');
    expect(SUBMISSIONS_REFETCH_MS).toBe(30_000);
  });
});
