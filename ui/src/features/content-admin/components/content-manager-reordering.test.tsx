import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { currentToasts, remove } from '@/lib/toast';
import { fakeApi, renderWithQuery, sentBodies, sentIfMatch } from '@/testing/admin';
import { servicesEntity, testimonialsEntity } from '../entities';
import { service } from '../testing';
import type { Testimonial } from '../types';
import { ContentManager } from './content-manager';

afterEach(() => remove());

function lastToast() {
  return currentToasts()[0];
}

describe('ContentManager: reordering', () => {
  /** A stored list the fake API keeps in position order, as the server does. */
  function storedServices(...titles: string[]) {
    let stored = titles.map((title, i) => ({ ...service(i + 1, title), position: i }));
    const routes: Parameters<typeof fakeApi>[0] = { 'GET /api/services': () => Response.json({ services: stored }) };
    for (const { id } of stored) {
      routes[`PATCH /api/services/${id}`] = (body) => {
        stored = stored
          .map((s) => (s.id === id ? { ...s, ...(body as object), version: s.version + 1 } : s))
          .sort((a, b) => a.position - b.position);
        return Response.json({ service: stored.find((s) => s.id === id) });
      };
    }
    return routes;
  }

  /** Holds the answers of `route` until `open()` is called. */
  function gated(routes: Parameters<typeof fakeApi>[0], route: string) {
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    const handler = routes[route]!;
    routes[route] = async (body, url) => {
      await opened;
      return handler(body, url);
    };
    return open;
  }

  /** Whether leaving the page now would get the browser's question. */
  function leavingIsQuestioned() {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  }

  /** The names of the rows, top to bottom. */
  const order = () =>
    screen.getAllByRole('switch').map((toggle) => toggle.getAttribute('aria-label')!.replace('Active: ', ''));

  it('Move down shows the new order at once, says so, keeps the focus, and saves only the positions that change', async () => {
    const routes = storedServices('Alpha', 'Beta', 'Gamma');
    // The server answers once the test has seen the screen.
    const answer = gated(routes, 'PATCH /api/services/2');
    const api = fakeApi(routes);
    renderWithQuery(<ContentManager entity={servicesEntity} />);
    const down = await screen.findByRole('button', { name: 'Move Alpha down' });
    down.focus();
    fireEvent.click(down);

    await waitFor(() => expect(order()).toEqual(['Beta', 'Alpha', 'Gamma']));
    expect(screen.getByText('Moved Alpha to position 2 of 3.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Alpha down' }));
    // Still being saved: a reload or a closed tab asks first.
    expect(leavingIsQuestioned()).toBe(true);
    answer();
    await waitFor(() => expect(sentBodies(api, 'GET', '/api/services')).toHaveLength(2));
    await waitFor(() => expect(leavingIsQuestioned()).toBe(false));
    expect(sentBodies(api, 'PATCH', '/api/services/2')).toEqual([{ position: 0 }]);
    expect(sentBodies(api, 'PATCH', '/api/services/1')).toEqual([{ position: 1 }]);
    expect(sentBodies(api, 'PATCH', '/api/services/3')).toEqual([]);
    expect(order()).toEqual(['Beta', 'Alpha', 'Gamma']);
  });

  it('Alt+↑ from a row moves it; at the top its Move down button takes the focus', async () => {
    const api = fakeApi(storedServices('Alpha', 'Beta', 'Gamma'));
    renderWithQuery(<ContentManager entity={servicesEntity} />);
    const up = await screen.findByRole('button', { name: 'Move Beta up' });
    up.focus();
    fireEvent.keyDown(up, { key: 'ArrowUp', altKey: true });

    await waitFor(() => expect(order()).toEqual(['Beta', 'Alpha', 'Gamma']));
    expect(screen.getByRole('button', { name: 'Move Beta up' })).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Beta down' }));
    await waitFor(() => expect(sentBodies(api, 'PATCH', '/api/services/1')).toEqual([{ position: 1 }]));
  });

  it('moves made quickly are saved one after another, from the order the one before left', async () => {
    const routes = storedServices('Alpha', 'Beta', 'Gamma');
    const answer = gated(routes, 'PATCH /api/services/2');
    const api = fakeApi(routes);
    renderWithQuery(<ContentManager entity={servicesEntity} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Move Alpha down' }));
    await waitFor(() => expect(order()).toEqual(['Beta', 'Alpha', 'Gamma']));
    // The first move is still being saved.
    fireEvent.click(screen.getByRole('button', { name: 'Move Alpha down' }));
    await waitFor(() => expect(order()).toEqual(['Beta', 'Gamma', 'Alpha']));
    answer();
    // Fetched again once, after the last.
    await waitFor(() => expect(sentBodies(api, 'GET', '/api/services')).toHaveLength(2));
    const patches = api.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([url, init]) => [url, JSON.parse(String(init!.body))]);
    expect(patches).toEqual([
      ['/api/services/2', { position: 0 }],
      ['/api/services/1', { position: 1 }],
      ['/api/services/3', { position: 1 }],
      ['/api/services/1', { position: 2 }],
    ]);
    // Each move is based on the newest version known: Alpha's second on the one its first made.
    expect(sentIfMatch(api, 'PATCH', '/api/services/1')).toEqual(['"1"', '"2"']);
    expect(order()).toEqual(['Beta', 'Gamma', 'Alpha']);
  });

  /** Alpha moved down, its save held until `answer`, when the server refuses it (503). */
  async function moveAlphaDownToABusyServer() {
    const routes = storedServices('Alpha', 'Beta', 'Gamma');
    routes['PATCH /api/services/1'] = () => Response.json({ message: 'The database is busy.' }, { status: 503 });
    const answer = gated(routes, 'PATCH /api/services/1');
    const api = fakeApi(routes);
    renderWithQuery(<ContentManager entity={servicesEntity} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Move Alpha down' }));
    await waitFor(() => expect(order()).toEqual(['Beta', 'Alpha', 'Gamma']));
    return { api, answer };
  }

  it('a failed save shows the error and reloads the list as stored', async () => {
    const { api, answer } = await moveAlphaDownToABusyServer();
    answer();

    await waitFor(() =>
      expect(lastToast()).toMatchObject({ variant: 'destructive', title: 'Error', description: 'The database is busy.' }),
    );
    await waitFor(() => expect(sentBodies(api, 'GET', '/api/services')).toHaveLength(2));
    // Beta's move was stored before Alpha's failed: the list shows what the server holds.
    await waitFor(() => expect(order()).toEqual(['Alpha', 'Beta', 'Gamma']));
  });

  it('after a failed save, the moves made while it was sent are not sent', async () => {
    const { api, answer } = await moveAlphaDownToABusyServer();
    fireEvent.click(screen.getByRole('button', { name: 'Move Gamma up' }));
    await waitFor(() => expect(order()).toEqual(['Beta', 'Gamma', 'Alpha']));
    answer();

    await waitFor(() => expect(order()).toEqual(['Alpha', 'Beta', 'Gamma']));
    expect(sentBodies(api, 'PATCH', '/api/services/3')).toEqual([]);
    expect(currentToasts().filter((t) => t.variant === 'destructive')).toHaveLength(1);
  });

  it('testimonials have no order: no move buttons', async () => {
    const testimonial: Testimonial = {
      id: 1,
      name: 'Ana',
      position: 'Owner',
      company: 'Cafe',
      quote: 'A quote long enough.',
      avatar: null,
      isActive: true,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
      version: 1,
    };
    fakeApi({ 'GET /api/testimonials': () => Response.json({ testimonials: [testimonial, { ...testimonial, id: 2, name: 'Bo' }] }) });
    renderWithQuery(<ContentManager entity={testimonialsEntity} />);
    expect(await screen.findByRole('button', { name: 'Edit Ana' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
  });
});
