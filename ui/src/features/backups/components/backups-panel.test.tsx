import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, remove } from '@/lib/toast';
import { fakeApi, renderWithQuery } from '@/testing/admin';
import { BackupsPanel, scheduleSentence } from './backups-panel';

afterEach(() => {
  remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const older = { name: 'agency-20260101-030000.db', size: 1_572_864, createdAt: '2026-01-01T03:00:00.000Z' };
const newer = { name: 'agency-20260102-030000.db', size: 2048, createdAt: '2026-01-02T03:00:00.000Z' };
const schedule = { configured: true, dir: '/var/lib/agency-site/backups', every: '24h', keep: 7 };
const off = { backups: [], configured: false, dir: null, every: null, keep: null };

describe('BackupsPanel', () => {
  it('says how to turn backups on when the server takes none, with nothing to click', async () => {
    fakeApi({ 'GET /api/admin/backups': () => Response.json(off) });
    renderWithQuery(<BackupsPanel />);
    const said = await screen.findByTestId('backups-off');
    expect(said.textContent).toContain('--backup-dir DIR');
    expect(said.textContent).toContain('AGENCY_BACKUP_DIR=DIR');
    expect(screen.queryByRole('button', { name: 'Back up now' })).toBeNull();
  });

  it('lists the backups with their size and time, and the schedule', async () => {
    fakeApi({ 'GET /api/admin/backups': () => Response.json({ ...schedule, backups: [newer, older] }) });
    renderWithQuery(<BackupsPanel />);
    const table = await screen.findByRole('table', { name: 'Backups, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByText(/^agency-/).textContent)).toEqual([newer.name, older.name]);
    const olderRow = rows[1]!;
    expect(within(olderRow).getAllByText('1.5 MB').length).toBeGreaterThan(0);
    expect(within(olderRow).getByText(/Jan 1, 2026/)).toBeTruthy();
    expect(screen.getByText(/every 24h into \/var\/lib\/agency-site\/backups, the newest 7 kept/)).toBeTruthy();
    expect(screen.getByRole('button', { name: `Download ${newer.name}` })).toBeTruthy();
  });

  it('says when the folder holds none yet', async () => {
    fakeApi({ 'GET /api/admin/backups': () => Response.json({ ...schedule, backups: [] }) });
    renderWithQuery(<BackupsPanel />);
    expect(await screen.findByText(/No backup yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back up now' })).toBeTruthy();
  });

  it('Back up now takes one, says so and shows it in the list', async () => {
    let listed = [older];
    const api = fakeApi({
      'GET /api/admin/backups': () => Response.json({ ...schedule, backups: listed }),
      'POST /api/admin/backups': () => {
        listed = [newer, older];
        return Response.json({ backup: newer }, { status: 201 });
      },
    });
    renderWithQuery(<BackupsPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText(newer.name)).toBeTruthy();
    expect(api.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
    expect(currentToasts()[0]).toMatchObject({ title: 'Backup taken', variant: 'default' });
    expect(currentToasts()[0]?.description).toContain(newer.name);
  });

  it('a failed backup shows the server’s reason', async () => {
    fakeApi({
      'GET /api/admin/backups': () => Response.json({ ...schedule, backups: [] }),
      'POST /api/admin/backups': () =>
        Response.json({ message: 'The backup could not be taken: the disk is full. Please try again later.' }, { status: 503 }),
    });
    renderWithQuery(<BackupsPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Back up now' }));
    await waitFor(() => expect(currentToasts()[0]?.variant).toBe('destructive'));
    expect(currentToasts()[0]?.description).toBe('The backup could not be taken: the disk is full. Please try again later.');
  });

  it('Download fetches the file with the token and hands it to the browser under its name', async () => {
    localStorage.setItem('adminToken', 'the-token');
    const api = fakeApi({
      'GET /api/admin/backups': () => Response.json({ ...schedule, backups: [newer] }),
      [`GET /api/admin/backups/${newer.name}`]: () =>
        new Response(new Blob(['SQLite format 3\0']), { headers: { 'Content-Type': 'application/vnd.sqlite3' } }),
    });
    const made = vi.fn((_: Blob) => 'blob:backup');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: made, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderWithQuery(<BackupsPanel />);
    fireEvent.click(await screen.findByRole('button', { name: `Download ${newer.name}` }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe(newer.name);
    expect(clicked[0]?.getAttribute('href')).toBe('blob:backup');
    const call = api.mock.calls.find(([url]) => url === `/api/admin/backups/${newer.name}`)!;
    expect((call[1]?.headers as Record<string, string>).Authorization).toBe('Bearer the-token');
    localStorage.removeItem('adminToken');
  });

  it('a failed download says why', async () => {
    fakeApi({
      'GET /api/admin/backups': () => Response.json({ ...schedule, backups: [newer] }),
      [`GET /api/admin/backups/${newer.name}`]: () => Response.json({ message: 'Backup not found' }, { status: 404 }),
    });
    renderWithQuery(<BackupsPanel />);
    fireEvent.click(await screen.findByRole('button', { name: `Download ${newer.name}` }));
    await waitFor(() => expect(currentToasts()[0]?.description).toBe('Backup not found'));
  });
});

describe('scheduleSentence', () => {
  it('names the interval, the folder and how many are kept', () => {
    expect(scheduleSentence({ every: '6h', dir: '/srv/b', keep: 1 })).toBe(
      'The server takes a checked copy every 6h into /srv/b, the newest one kept.',
    );
  });
});
