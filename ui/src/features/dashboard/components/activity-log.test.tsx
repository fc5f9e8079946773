import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithQuery } from '@/testing/admin';
import { ACTIVITY_PAGE, useActivity } from '../api/activity';
import { ActivityLog } from './activity-log';

function Log() {
  return <ActivityLog activity={useActivity()} />;
}

/** `count` entries from id `from` down, entry n made n minutes before id 100's. */
function entries(from: number, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    id: from - i,
    at: new Date(Date.now() - (100 - from + i) * 60_000).toISOString(),
    actor: 'alex',
    action: 'created',
    subject: `Service “Item ${from - i}”`,
  }));
}

describe('ActivityLog', () => {
  it('shows older entries with before=<last id> and moves focus to the first of them', async () => {
    const api = fakeApi({
      'GET /api/admin/activity': (_, url) => {
        const before = new URL(url, 'http://x').searchParams.get('before');
        return Response.json({ activity: before === null ? entries(25, ACTIVITY_PAGE) : entries(Number(before) - 1, 5) });
      },
    });
    renderWithQuery(<Log />);
    const log = await screen.findByRole('list', { name: 'Activity, newest first' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(ACTIVITY_PAGE);
    expect(screen.getByText(`The ${ACTIVITY_PAGE} newest entries.`)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show older' }));
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(ACTIVITY_PAGE + 5));
    expect(api.mock.calls.map(([url]) => url)).toEqual([
      `/api/admin/activity?limit=${ACTIVITY_PAGE}`,
      `/api/admin/activity?limit=${ACTIVITY_PAGE}&before=6`,
    ]);
    await waitFor(() => expect(document.activeElement?.textContent).toContain('alex created Service “Item 5”'));
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
  });

  it('gives each time in a <time datetime> with the exact time as its title', async () => {
    const at = '2026-11-25T14:57:00.000Z';
    fakeApi({
      'GET /api/admin/activity': () =>
        Response.json({ activity: [{ id: 1, at, actor: 'alex', action: 'failed to log in', subject: '' }] }),
    });
    renderWithQuery(<Log />);
    const time = (await screen.findByText(/alex/)).closest('li')!.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe(at);
    expect(time.getAttribute('title')).toMatch(/^Nov 25, 2026 \d{1,2}:57 (AM|PM)$/);
  });

  it('says so when the log cannot be loaded', async () => {
    fakeApi({ 'GET /api/admin/activity': () => Response.json({ message: 'Not allowed' }, { status: 403 }) });
    renderWithQuery(<Log />);
    expect((await screen.findByRole('alert')).textContent).toContain('Not allowed');
  });
});
