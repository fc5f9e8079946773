import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { currentToasts, remove } from '@/lib/toast';
import { fakeApi, renderWithQuery, sentBodies } from '@/testing/admin';
import { libraryItem } from '@/testing/media';
import type { Media } from '@/types/media';
import { MediaLibrary } from './media-library';

afterEach(() => remove());

const item = (id: number, extra: Partial<Media> = {}): Media =>
  libraryItem({ id, url: `/media/${id}.jpg`, name: `photo-${id}.jpg`, alt: `Photo ${id}`, ...extra });

/** A library of `count` items answering limit/offset and q like the server. */
function library(count: number, extra: (id: number) => Partial<Media> = () => ({})) {
  const all = Array.from({ length: count }, (_, i) => item(count - i, extra(count - i)));
  return (_body: unknown, url: string) => {
    const params = new URL(url, 'http://x').searchParams;
    const q = params.get('q')?.toLowerCase() ?? '';
    const found = all.filter((m) => !q || m.name.includes(q) || m.alt.toLowerCase().includes(q));
    const offset = Number(params.get('offset') ?? 0);
    const limit = Number(params.get('limit') ?? 24);
    return Response.json({ media: found.slice(offset, offset + limit), total: found.length });
  };
}

describe('MediaLibrary', () => {
  it('shows the library a page at a time, each tile with its size', async () => {
    const api = fakeApi({ 'GET /api/admin/media': library(30) });
    renderWithQuery(<MediaLibrary />);
    expect(await screen.findByText('Showing 24 of 30 items')).toBeTruthy();
    expect(screen.getAllByText('4000 × 3000 · 4.9 MB')).toHaveLength(24);
    const tile = screen.getByRole('button', { name: 'Open photo-30.jpg: Photo 30' });
    expect(tile.querySelector('img')!.getAttribute('src')).toBe('/media/30-480.webp');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('30 items')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const urls = api.mock.calls.map(([url]) => url);
    expect(urls).toContain('/api/admin/media?limit=24&offset=0');
    expect(urls).toContain('/api/admin/media?limit=24&offset=24');
  });

  it('searches by name or alt text once the typing pauses', async () => {
    const api = fakeApi({ 'GET /api/admin/media': library(12) });
    renderWithQuery(<MediaLibrary />);
    await screen.findByText('12 items');
    fireEvent.input(screen.getByLabelText('Search'), { target: { value: 'Photo 1' } });
    fireEvent.input(screen.getByLabelText('Search'), { target: { value: 'Photo 11' } });
    expect(await screen.findByText('1 item matching “Photo 11”')).toBeTruthy();
    const searches = api.mock.calls.map(([url]) => url).filter((url) => url.includes('q='));
    expect(searches).toEqual(['/api/admin/media?q=Photo+11&limit=24&offset=0']);

    fireEvent.input(screen.getByLabelText('Search'), { target: { value: 'sunset' } });
    expect(await screen.findByText('Nothing matches “sunset”.')).toBeTruthy();
  });

  it('filters by kind', async () => {
    const api = fakeApi({ 'GET /api/admin/media': library(3) });
    renderWithQuery(<MediaLibrary />);
    await screen.findByText('3 items');
    fireEvent.input(screen.getByLabelText('Show'), { target: { value: 'video' } });
    await waitFor(() => expect(api.mock.calls.map(([url]) => url)).toContain('/api/admin/media?kind=video&limit=24&offset=0'));
  });

  it('saves a new alt text from the details', async () => {
    const api = fakeApi({
      'GET /api/admin/media': library(2),
      'PATCH /api/admin/media/2': (body) => Response.json({ media: { ...item(2), ...(body as object) } }),
    });
    renderWithQuery(<MediaLibrary />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open photo-2.jpg: Photo 2' }));
    const dialog = screen.getByRole('dialog', { name: 'photo-2.jpg' });
    expect(within(dialog).getByLabelText('Address')).toHaveProperty('value', '/media/2.jpg');
    expect(within(dialog).getByText('Nothing on the site uses it yet.')).toBeTruthy();
    fireEvent.input(within(dialog).getByLabelText('Alt text'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText('Alt text is required: describe what the image shows')).toBeTruthy();

    fireEvent.input(within(dialog).getByLabelText('Alt text'), { target: { value: 'Sunset over Brickell' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Media updated' }));
    expect(sentBodies(api, 'PATCH', '/api/admin/media/2')).toEqual([{ alt: 'Sunset over Brickell', poster: null }]);
  });

  it('when content still uses the file, says what uses it and where to change it', async () => {
    fakeApi({
      'GET /api/admin/media': library(1, () => ({ usedBy: ['Project “Brickell Coffee Launch”'] })),
      'DELETE /api/admin/media/1': () =>
        Response.json(
          { message: 'This file is in use; remove it from the content first', usedBy: ['Project “Brickell Coffee Launch”', 'Client logo “Brickell Coffee”'] },
          { status: 409 },
        ),
    });
    renderWithQuery(<MediaLibrary />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open photo-1.jpg: Photo 1' }));
    const dialog = screen.getByRole('dialog', { name: 'photo-1.jpg' });
    expect(within(dialog).getByRole('link', { name: 'Project “Brickell Coffee Launch”' }).getAttribute('href')).toBe('/admin/projects');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal.textContent).toContain('This file is in use; remove it from the content first');
    expect(within(refusal).getByRole('link', { name: 'Client logo “Brickell Coffee”' }).getAttribute('href')).toBe('/admin/client-logos');
    // Still open and usable: the way forward is right there.
    expect((dialog as HTMLDialogElement).open).toBe(true);
  });

  it('deletes an unused file after confirmation', async () => {
    const api = fakeApi({
      'GET /api/admin/media': library(1),
      'DELETE /api/admin/media/1': () => new Response(null, { status: 204 }),
    });
    renderWithQuery(<MediaLibrary />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open photo-1.jpg: Photo 1' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'photo-1.jpg' })).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Media deleted' }));
    expect(screen.queryByRole('dialog', { name: 'photo-1.jpg' })).toBeNull();
    expect(api.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });
});
