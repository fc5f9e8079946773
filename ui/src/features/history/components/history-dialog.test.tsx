import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HistoryProps } from '@/components/ui/history-slot';
import { currentToasts, remove } from '@/lib/toast';
import { fakeApi, renderWithQuery } from '@/testing/admin';
import { HistoryButton } from './history-button';

afterEach(() => {
  remove();
  vi.restoreAllMocks();
});

const revision = (id: number, version: number, actor: string, at: string) => ({ id, kind: 'service', itemId: '4', version, actor, at });
const NOW = revision(13, 3, 'ana', '2026-11-22T15:07:00Z');
const SECOND = revision(12, 2, 'owner', '2026-11-21T09:30:00Z');
const FIRST = revision(11, 1, 'owner', '2026-11-20T18:00:00Z');
const DESCRIPTION = 'Short-form video for every platform, shot and edited in Miami.';
const stored = (version: number, title: string, description = DESCRIPTION) => ({ id: 4, title, description, version });

function api(revisions: object[], extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/admin/revisions': () => Response.json({ revisions }),
    'GET /api/admin/revisions/12': () => Response.json({ revision: { ...SECOND, item: stored(2, 'Reels') } }),
    'GET /api/admin/revisions/11': () =>
      Response.json({ revision: { ...FIRST, item: stored(1, 'UGC', `${DESCRIPTION} Now with a second sentence that is long.`) } }),
    ...extra,
  });
}

function open(props: Partial<HistoryProps> = {}) {
  const onRestored = vi.fn();
  renderWithQuery(
    <HistoryButton
      kind="service"
      itemId={4}
      name="“Reels & Stories”"
      current={stored(3, 'Reels & Stories')}
      version={3}
      fields={[
        { key: 'title', label: 'Title' },
        { key: 'description', label: 'Description' },
      ]}
      dirty={false}
      timeZone="UTC"
      onRestored={onRestored}
      {...props}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'History' }));
  return { dialog: screen.getByRole('dialog', { name: 'History' }), onRestored };
}

const versions = (dialog: HTMLElement) => within(within(dialog).getByRole('list', { name: 'Versions, newest first' })).getAllByRole('button');

describe('HistoryButton', () => {
  it('lists the versions newest first with who and when, and compares the one before now field by field', async () => {
    const calls = api([NOW, SECOND, FIRST]);
    const { dialog } = open();
    await waitFor(() => expect(versions(dialog)).toHaveLength(3));
    const [now, second] = versions(dialog);
    expect(now!.textContent).toContain('Version 3');
    expect(now!.textContent).toContain('Now');
    expect(now!.textContent).toContain('ana · Nov 22, 2026 3:07 PM');
    expect(second!.getAttribute('aria-pressed')).toBe('true');
    const changes = await within(dialog).findByRole('list', { name: 'What version 2 holds differently from now' });
    const rows = within(changes).getAllByRole('listitem');
    // Only what differs: the description is the same in both.
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('Title');
    expect(within(rows[0]!).getByText('Reels').previousElementSibling?.textContent).toBe('Version 2');
    expect(within(rows[0]!).getByText('Reels & Stories').previousElementSibling?.textContent).toBe('Now');
    expect(calls.mock.calls[0]![0]).toBe('/api/admin/revisions?kind=service&id=4');
  });

  it('another version is compared once chosen; a long text shows an excerpt around the change', async () => {
    api([NOW, SECOND, FIRST]);
    const { dialog } = open();
    await waitFor(() => expect(versions(dialog)).toHaveLength(3));
    fireEvent.click(versions(dialog)[2]!);
    expect(versions(dialog)[2]!.getAttribute('aria-pressed')).toBe('true');
    const changes = await within(dialog).findByRole('list', { name: 'What version 1 holds differently from now' });
    const description = within(changes).getAllByRole('listitem').find((row) => row.textContent?.startsWith('Description'))!;
    expect(description.textContent).toContain('changed');
    expect(description.textContent).toContain('…platform, shot and edited in Miami. Now with a second sentence that is long.');
  });

  it('the version stored now is not offered for restoring', async () => {
    api([NOW, SECOND]);
    const { dialog } = open();
    await waitFor(() => expect(versions(dialog)).toHaveLength(2));
    fireEvent.click(versions(dialog)[0]!);
    expect(await within(dialog).findByText(/This is the version stored now\./)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Restore this version' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when there is no earlier version yet', async () => {
    api([NOW]);
    const { dialog } = open();
    expect(await within(dialog).findByText('No earlier versions yet')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Restore this version' })).toBeNull();
  });

  it('restores the chosen version once confirmed, hands the item over and toasts', async () => {
    const restored = stored(4, 'Reels');
    const calls = api([NOW, SECOND, FIRST], {
      'POST /api/admin/revisions/12/restore': () => Response.json({ kind: 'service', item: restored }),
    });
    const { dialog, onRestored } = open();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Restore this version' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Restore version 2?' });
    expect(confirm.textContent).toContain('Restoring puts “Reels & Stories” back as version 2 left it');
    expect(confirm.textContent).not.toContain('unsaved');
    expect(calls.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(onRestored).toHaveBeenCalledWith(restored));
    expect(currentToasts()[0]).toMatchObject({ title: 'Restored version 2', variant: 'default' });
    expect(screen.queryByRole('dialog', { name: 'History' })).toBeNull();
  });

  it('with unsaved changes in the form, the question says they are discarded', async () => {
    api([NOW, SECOND]);
    const { dialog } = open({ dirty: true });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Restore this version' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Restore version 2?' });
    expect(confirm.textContent).toContain('Your unsaved changes in the form are discarded.');
    expect(within(confirm).getByRole('button', { name: 'Discard changes and restore' })).toBeTruthy();
  });

  it('a refused restore says why and hands nothing over', async () => {
    api([NOW, SECOND], {
      'POST /api/admin/revisions/12/restore': () =>
        Response.json({ message: 'Another article or case study has this slug: choose another one.' }, { status: 409 }),
    });
    const { dialog, onRestored } = open();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Restore this version' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(currentToasts()[0]?.variant).toBe('destructive'));
    expect(currentToasts()[0]?.description).toBe('Another article or case study has this slug: choose another one.');
    expect(onRestored).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'History' })).toBeTruthy();
  });

  it('a kept item the kind cannot read is compared as it is, without breaking the dialog', async () => {
    api([NOW, SECOND]);
    const { dialog } = open({
      comparable: (item) => {
        if (!('version' in item) || (item as { version: number }).version !== 3) throw new Error('an older shape');
        return item;
      },
    });
    const changes = await within(dialog).findByRole('list', { name: 'What version 2 holds differently from now' });
    expect(changes.textContent).toContain('Reels');
  });

  it('a history that cannot be read says so and offers to try again', async () => {
    fakeApi({ 'GET /api/admin/revisions': () => Response.json({ message: 'The database is busy. Please try again.' }, { status: 503 }) });
    const { dialog } = open();
    expect(await within(dialog).findByText('Could not load the history')).toBeTruthy();
    expect(within(dialog).getByText('The database is busy. Please try again.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
