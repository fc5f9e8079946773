// The content manager's History and trash wording (its other behaviour: content-manager.test.tsx).
// The History control is a stand-in here: the app lends the history feature's (tested there).

import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { currentToasts, remove } from '@/lib/toast';
import { fakeApi, renderWithQuery, sentBodies, sentIfMatch } from '@/testing/admin';
import { fakeHistory } from '@/testing/history';
import { servicesEntity } from '../entities';
import { service as storedService } from '../testing';
import type { Service } from '../types';
import { ContentManager } from './content-manager';

afterEach(() => remove());

const service = (title: string, version: number): Service => ({ ...storedService(3, title), position: 0, version });

const title = () => screen.getByLabelText('Title') as HTMLInputElement;

describe('ContentManager with a History', () => {
  it('the Edit dialog offers the item’s History, and the form then shows the restored version', async () => {
    const restored = service('Reels', 7);
    const api = fakeApi({
      'GET /api/services': () => Response.json({ services: [service('Content Creation', 4)] }),
      'PATCH /api/services/3': (body) => Response.json({ service: { ...restored, ...(body as object), version: 8 } }),
    });
    const { History, seen } = fakeHistory(restored);
    renderWithQuery(<ContentManager entity={servicesEntity} history={History} />);

    // Not for a new item: it has no history.
    fireEvent.click(await screen.findByRole('button', { name: 'Add Service' }));
    expect(within(screen.getByRole('dialog', { name: 'Add Service' })).queryByRole('button', { name: 'History' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Edit Content Creation' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Service' });
    expect(seen.props).toMatchObject({ kind: 'service', itemId: 3, version: 4, name: '“Content Creation”', dirty: false });
    expect(seen.props!.fields.map((f) => f.label)).toEqual(['Title', 'Description', 'Icon', 'Position', 'Active']);
    // Items are compared as the form would send them.
    expect(seen.props!.comparable!(service('X', 1))).toMatchObject({ title: 'X', position: 0, isActive: true });

    // Typing makes the form dirty: the History is told, so a restore asks first.
    fireEvent.input(title(), { target: { value: 'Unsaved title' } });
    await waitFor(() => expect(seen.props?.dirty).toBe(true));

    fireEvent.click(within(edit).getByRole('button', { name: 'History' }));
    await waitFor(() => expect(title().value).toBe('Reels'));
    expect(seen.props).toMatchObject({ version: 7, dirty: false });
    // The list shows the restored item at once.
    expect(await screen.findByText('Reels')).toBeTruthy();

    // A save that follows is based on the restored version: not refused as stale.
    fireEvent.input(title(), { target: { value: 'Reels and Stories' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Service updated' }));
    expect(sentIfMatch(api, 'PATCH', '/api/services/3')).toEqual(['"7"']);
    expect(sentBodies(api, 'PATCH', '/api/services/3')[0]).toMatchObject({ title: 'Reels and Stories' });
  });

  it('a delete says the item waits in the Trash for 30 days', async () => {
    fakeApi({
      'GET /api/services': () => Response.json({ services: [service('Content Creation', 4)] }),
      'DELETE /api/services/3': () => new Response(null, { status: 204 }),
    });
    renderWithQuery(<ContentManager entity={servicesEntity} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Content Creation' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm.textContent).toContain('kept in the Trash for 30 days, where it can be restored');
    expect(confirm.textContent).not.toContain('cannot be undone');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'Service deleted',
        description: '“Content Creation” is in the Trash for 30 days, where it can be restored.',
      }),
    );
  });
});
