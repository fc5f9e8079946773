import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { currentToasts, remove } from '@/lib/toast';
import { fakeApi, renderWithQuery } from '@/testing/admin';
import { TrashView } from './trash-view';

afterEach(() => remove());

const DAY = 24 * 60 * 60 * 1000;
const soon = (days: number) => new Date(Date.now() + days * DAY - 60_000).toISOString();
const service = { kind: 'service', id: 4, name: 'Reels & Stories', deletedAt: '2026-11-22T15:07:00Z', deletedBy: 'ana', purgedAt: soon(30) };
const post = { kind: 'post', id: 9, name: 'Hello Miami', deletedAt: '2026-11-21T09:30:00Z', deletedBy: 'owner', purgedAt: soon(12) };
const photo = { kind: 'media', id: 31, name: 'sunset.jpg', deletedAt: '2026-11-20T18:00:00Z', deletedBy: 'owner', purgedAt: soon(1) };

const rows = () => within(screen.getByRole('table', { name: 'Deleted items, the most recent first' })).getAllByRole('row').slice(1);

describe('TrashView', () => {
  it('lists what is in the trash: kind, name, who deleted it, when, and the days before the purge', async () => {
    fakeApi({ 'GET /api/admin/trash': () => Response.json({ items: [service, post, photo] }) });
    renderWithQuery(<TrashView />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [first, second, third] = rows();
    expect(first!.textContent).toContain('Reels & Stories');
    expect(first!.textContent).toContain('Service');
    expect(first!.textContent).toContain('ana');
    expect(first!.textContent).toContain('Nov 22, 2026');
    expect(first!.textContent).toContain('Purged in 30 days');
    expect(second!.textContent).toContain('Article');
    expect(second!.textContent).toContain('Purged in 12 days');
    expect(third!.textContent).toContain('Media');
    expect(third!.textContent).toContain('Purged in 1 day');
    expect(screen.getByText('3 items in the trash')).toBeTruthy();
  });

  it('an empty trash says deleted items wait there 30 days', async () => {
    fakeApi({ 'GET /api/admin/trash': () => Response.json({ items: [] }) });
    renderWithQuery(<TrashView />);
    expect(await screen.findByText('The trash is empty')).toBeTruthy();
    expect(screen.getByText(/wait here for 30 days, so that they can be restored/)).toBeTruthy();
  });

  it('Restore puts an item back: its row leaves, a toast names it, and the cached lists are read again', async () => {
    let items = [service, post];
    const api = fakeApi({
      'GET /api/admin/trash': () => Response.json({ items }),
      'GET /api/services': () => Response.json({ services: [] }),
      'POST /api/admin/trash/post/9/restore': () => {
        items = [service];
        return Response.json({ kind: 'post', item: { id: 9, title: 'Hello Miami' } });
      },
    });
    const { client } = renderWithQuery(<TrashView />);
    // A list another screen read before: marked stale, so it shows the item when it opens again.
    await client.fetchQuery({ queryKey: ['/api/services'] });
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Restore Hello Miami' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]!.textContent).toContain('Reels & Stories');
    expect(currentToasts()[0]).toMatchObject({ title: 'Restored ‘Hello Miami’', description: 'It is back in Blog Posts.', variant: 'default' });
    expect(client.getQueryState(['/api/services'])?.isInvalidated).toBe(true);
    expect(api.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => url)).toEqual(['/api/admin/trash/post/9/restore']);
  });

  it('a refused restore keeps the row and says why', async () => {
    fakeApi({
      'GET /api/admin/trash': () => Response.json({ items: [service] }),
      'POST /api/admin/trash/service/4/restore': () => Response.json({ message: 'Nothing of that kind and id is in the trash' }, { status: 404 }),
    });
    renderWithQuery(<TrashView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Reels & Stories' }));
    await waitFor(() => expect(currentToasts()[0]?.variant).toBe('destructive'));
    expect(currentToasts()[0]?.description).toBe('Nothing of that kind and id is in the trash');
    expect(rows()).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Restore Reels & Stories' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a trash that cannot be read says so and offers to try again', async () => {
    fakeApi({ 'GET /api/admin/trash': () => Response.json({ message: 'The database is busy. Please try again.' }, { status: 503 }) });
    renderWithQuery(<TrashView />);
    expect(await screen.findByText('Could not load the trash')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
