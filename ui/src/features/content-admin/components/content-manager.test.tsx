import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { currentToasts, remove } from '@/lib/toast';
import { fakeApi, renderWithQuery, sentBodies, sentIfMatch } from '@/testing/admin';
import { photoInfo } from '@/testing/media';
import type { MediaMap } from '@/types/media';
import { clientLogosEntity, projectsEntity, servicesEntity } from '../entities';
import { service } from '../testing';
import type { ClientLogo, Project } from '../types';
import { ContentManager } from './content-manager';

afterEach(() => remove());

function fill(label: string | RegExp, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

function lastToast() {
  return currentToasts()[0];
}

describe('ContentManager', () => {
  it('lists the items with an Active switch per row', async () => {
    fakeApi({ 'GET /api/services': () => Response.json({ services: [service(1, 'UGC Packages'), service(2, 'Growth', false)] }) });
    renderWithQuery(<ContentManager entity={servicesEntity} />);
    expect(await screen.findByText('UGC Packages')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Active: UGC Packages' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Active: Growth' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('2 services · 1 active')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    fakeApi({ 'GET /api/services': () => Response.json({ services: [] }) });
    renderWithQuery(<ContentManager entity={servicesEntity} />);
    expect(await screen.findByText('No services found. Add your first service to get started.')).toBeTruthy();
  });

  it('checks the form before sending anything', async () => {
    const api = fakeApi({ 'GET /api/services': () => Response.json({ services: [] }) });
    renderWithQuery(<ContentManager entity={servicesEntity} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Service' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Service' }));
    expect(await screen.findByText('Title must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Description must be at least 10 characters')).toBeTruthy();
    expect(screen.getByText('Icon is required')).toBeTruthy();
    expect(sentBodies(api, 'POST', '/api/services')).toEqual([]);

    // Once submitted, every change checks again.
    fill('Title', 'Reels');
    await waitFor(() => expect(screen.queryByText('Title must be at least 2 characters')).toBeNull());
  });

  it('creates an item, closes the dialog, toasts and refetches', async () => {
    let services = [service(1, 'UGC Packages')];
    const api = fakeApi({
      'GET /api/services': () => Response.json({ services }),
      'POST /api/services': (body) => {
        const created = { ...service(9, 'Reels'), ...(body as object) };
        services = [...services, created];
        return Response.json({ service: created }, { status: 201 });
      },
    });
    renderWithQuery(<ContentManager entity={servicesEntity} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Service' }));
    fill('Title', ' Reels ');
    fill('Description', 'Short-form video every week.');
    fireEvent.click(screen.getByRole('radio', { name: 'clapperboard' }));
    fill(/^Position/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Create Service' }));

    expect(await screen.findByText('Reels')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('dialog')!.open).toBe(false));
    expect(sentBodies(api, 'POST', '/api/services')).toEqual([
      { title: 'Reels', description: 'Short-form video every week.', icon: 'clapperboard', position: 0, isActive: true },
    ]);
    expect(lastToast()).toMatchObject({ title: 'Service created' });
    expect(sentBodies(api, 'GET', '/api/services').length).toBe(2);
  });

  it("shows the server's field messages and its message in an Error toast", async () => {
    fakeApi({
      'GET /api/services': () => Response.json({ services: [service(1, 'UGC Packages')] }),
      'PATCH /api/services/1': () =>
        Response.json(
          { message: 'Icon must be an icon name, a CSS class or an image URL', errors: { icon: 'Icon must be an icon name, a CSS class or an image URL' } },
          { status: 422 },
        ),
    });
    renderWithQuery(<ContentManager entity={servicesEntity} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit UGC Packages' }));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('UGC Packages');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        variant: 'destructive',
        title: 'Error',
        description: 'Icon must be an icon name, a CSS class or an image URL',
      }),
    );
    await waitFor(() => expect(screen.getByRole('radiogroup', { name: 'Icon' }).getAttribute('aria-invalid')).toBe('true'));
    expect(document.querySelector('dialog')!.open).toBe(true);
  });

  it('the switch sends the whole item with isActive flipped', async () => {
    const item = service(3, 'Content Creation');
    const api = fakeApi({
      'GET /api/services': () => Response.json({ services: [item] }),
      'PATCH /api/services/3': (body) => Response.json({ service: body }),
    });
    renderWithQuery(<ContentManager entity={servicesEntity} />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Active: Content Creation' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Service updated'));
    expect(sentBodies(api, 'PATCH', '/api/services/3')).toEqual([{ ...item, isActive: false }]);
  });

  it('the switch is based on the version shown, and a second click on the one the first answered', async () => {
    let stored = service(3, 'Content Creation');
    const api = fakeApi({
      'GET /api/services': () => Response.json({ services: [stored] }),
      'PATCH /api/services/3': (body) => {
        stored = { ...stored, ...(body as object), version: stored.version + 1 };
        return Response.json({ service: stored });
      },
    });
    renderWithQuery(<ContentManager entity={servicesEntity} />);
    const toggle = await screen.findByRole('switch', { name: 'Active: Content Creation' });
    fireEvent.click(toggle);
    await waitFor(() => expect(sentIfMatch(api, 'PATCH', '/api/services/3')).toHaveLength(1));
    await waitFor(() => expect(toggle.getAttribute('aria-disabled') ?? (toggle as HTMLButtonElement).disabled).toBeFalsy());
    fireEvent.click(screen.getByRole('switch', { name: 'Active: Content Creation' }));
    await waitFor(() => expect(sentIfMatch(api, 'PATCH', '/api/services/3')).toEqual(['"1"', '"2"']));
    expect(sentBodies(api, 'PATCH', '/api/services/3')[1]).toMatchObject({ isActive: true, version: 2 });
  });

  describe('when someone else saved the item first (412)', () => {
    const loaded = service(3, 'Content Creation');
    const theirs = { ...loaded, description: 'Their description, long enough.', version: 2, updatedAt: '2026-02-01T10:00:00Z' };

    function staleThenSaved() {
      let calls = 0;
      return fakeApi({
        'GET /api/services': () => Response.json({ services: [loaded] }),
        'PATCH /api/services/3': (body) => {
          calls += 1;
          if (calls === 1) return Response.json({ message: 'Someone else changed this service since you opened it', current: theirs, changedBy: 'maria' }, { status: 412 });
          return Response.json({ service: { ...theirs, ...(body as object), version: 3 } });
        },
      });
    }

    async function saveMyTitle() {
      renderWithQuery(<ContentManager entity={servicesEntity} />);
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Content Creation' }));
      fill('Title', 'My title');
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      return screen.findByRole('dialog', { name: 'Someone else changed this service' });
    }

    it('the edit is based on the version loaded, and the dialog shows who and what differs', async () => {
      const api = staleThenSaved();
      const dialog = await saveMyTitle();
      expect(sentIfMatch(api, 'PATCH', '/api/services/3')).toEqual(['"1"']);
      expect(dialog.textContent).toContain('maria saved it');
      const rows = within(dialog).getByRole('list', { name: 'What differs' }).textContent;
      expect(rows).toContain('Title');
      expect(rows).toContain('Changed by you');
      expect(rows).toContain('Description');
      expect(rows).toContain('Their description, long enough.');
      expect(lastToast()).toBeUndefined();
    });

    it('"Keep mine" saves my change on top of theirs, on their version', async () => {
      const api = staleThenSaved();
      const dialog = await saveMyTitle();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
      await waitFor(() => expect(lastToast()?.title).toBe('Service updated'));
      expect(sentIfMatch(api, 'PATCH', '/api/services/3')).toEqual(['"1"', '"2"']);
      expect(sentBodies(api, 'PATCH', '/api/services/3')[1]).toMatchObject({ title: 'My title', description: 'Their description, long enough.' });
      await waitFor(() => expect(document.querySelectorAll('dialog[open]')).toHaveLength(0));
    });

    it('"Reload theirs" puts their version in the form, mine gone', async () => {
      const api = staleThenSaved();
      const dialog = await saveMyTitle();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reload theirs' }));
      await waitFor(() => expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Their description, long enough.'));
      expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Content Creation');
      expect(sentBodies(api, 'PATCH', '/api/services/3')).toHaveLength(1);
    });

    it('a delete is based on the version shown; refused, it closes and says why', async () => {
      const api = fakeApi({
        'GET /api/services': () => Response.json({ services: [loaded] }),
        'DELETE /api/services/3': () => Response.json({ message: 'Someone else changed this service since you opened it', current: theirs }, { status: 412 }),
      });
      renderWithQuery(<ContentManager entity={servicesEntity} />);
      fireEvent.click(await screen.findByRole('button', { name: 'Delete Content Creation' }));
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Changed by someone else' }));
      expect(sentIfMatch(api, 'DELETE', '/api/services/3')).toEqual(['"1"']);
      await waitFor(() => expect((document.querySelector('dialog[role="alertdialog"]') as HTMLDialogElement).open).toBe(false));
    });
  });

  it('deletes after confirmation, with the fallback text when the server says nothing', async () => {
    fakeApi({
      'GET /api/services': () => Response.json({ services: [service(1, 'UGC Packages')] }),
      'DELETE /api/services/1': () => new Response(null, { status: 500 }),
    });
    renderWithQuery(<ContentManager entity={servicesEntity} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete UGC Packages' }));
    const confirm = screen.getByRole('alertdialog');
    expect(within(confirm).getByText(/“UGC Packages” will be removed/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ variant: 'destructive', title: 'Error', description: 'Failed to delete service.' }),
    );
  });

  it('sends null for the empty number fields of a client logo', async () => {
    const api = fakeApi({
      'GET /api/client-logos': () => Response.json({ clientLogos: [] as ClientLogo[] }),
      'POST /api/client-logos': (body) => Response.json({ clientLogo: { id: 1, ...(body as object) } }, { status: 201 }),
    });
    renderWithQuery(<ContentManager entity={clientLogosEntity} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Client Logo' }));
    fill('Image URL', '/images/logos/brand.svg');
    fill('Alt text', 'Brand');
    fill(/^Position/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Create Client Logo' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Client Logo created'));
    expect(sentBodies(api, 'POST', '/api/client-logos')).toEqual([
      { src: '/images/logos/brand.svg', alt: 'Brand', width: null, position: null, isActive: true },
    ]);
  });

  it('draws a library picture from its smallest variant, sized and lazily; a video by its poster; any other address as it is', async () => {
    const project = (id: number, title: string, image: string): Project => ({
      id,
      title,
      category: 'UGC',
      description: 'A description long enough.',
      image,
      position: id,
      isActive: true,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
      version: 1,
    });
    const media: MediaMap = {
      '/media/3f2a.jpg': photoInfo([
        { url: '/media/3f2a-960.webp', width: 960, format: 'webp' },
        { url: '/media/3f2a-480.webp', width: 480, format: 'webp' },
      ]),
      '/media/9c0d.mp4': {
        width: 1920,
        height: 1080,
        color: null,
        kind: 'video',
        mime: 'video/mp4',
        poster: '/media/9c0d-poster.jpg',
        variants: [],
      },
    };
    const api = fakeApi({
      'GET /api/projects': () =>
        Response.json({
          projects: [
            project(1, 'Photo case', '/media/3f2a.jpg'),
            project(2, 'Video case', '/media/9c0d.mp4'),
            project(3, 'Outside case', 'https://cdn.example.com/case.jpg'),
          ],
        }),
      'GET /api/media': () => Response.json({ media }),
    });
    renderWithQuery(<ContentManager entity={projectsEntity} />);
    const picture = (title: string) => screen.getByRole('row', { name: new RegExp(title) }).querySelector('img');

    // Not the 4000 px original: the 480 px variant, at its own size.
    await waitFor(() => expect(picture('Photo case')?.getAttribute('src')).toBe('/media/3f2a-480.webp'));
    const photo = picture('Photo case')!;
    expect(photo.getAttribute('width')).toBe('480');
    expect(photo.getAttribute('height')).toBe('360');
    expect(photo.getAttribute('loading')).toBe('lazy');
    expect(picture('Video case')?.getAttribute('src')).toBe('/media/9c0d-poster.jpg');
    const outside = picture('Outside case')!;
    expect(outside.getAttribute('src')).toBe('https://cdn.example.com/case.jpg');
    expect(outside.hasAttribute('width')).toBe(false);
    expect(api.mock.calls.map(([url]) => url)).toContain('/api/media');
  });
});

describe('ContentManager: the form', () => {
  it('opens on its first field, and gives the focus back to the button that opened it', async () => {
    fakeApi({ 'GET /api/services': () => Response.json({ services: [service(1, 'UGC Packages')] }) });
    renderWithQuery(<ContentManager entity={servicesEntity} />);
    const add = await screen.findByRole('button', { name: 'Add Service' });
    add.focus();
    fireEvent.click(add);
    expect(document.activeElement).toBe(screen.getByLabelText('Title'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(add);
  });

  it('places a new item last: one more than the highest position in the list', async () => {
    fakeApi({
      'GET /api/services': () => Response.json({ services: [service(1, 'UGC Packages'), { ...service(2, 'Growth'), position: 7 }] }),
    });
    renderWithQuery(<ContentManager entity={servicesEntity} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Service' }));
    expect(screen.getByLabelText(/^Position/)).toHaveProperty('value', '8');
  });

  it('picks the icon from the site’s set, showing the current one', async () => {
    const api = fakeApi({
      'GET /api/services': () => Response.json({ services: [service(1, 'UGC Packages')] }),
      'PATCH /api/services/1': (body) => Response.json({ service: { ...service(1, 'UGC Packages'), ...(body as object) } }),
    });
    renderWithQuery(<ContentManager entity={servicesEntity} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit UGC Packages' }));
    const icons = screen.getByRole('radiogroup', { name: 'Icon' });
    expect(within(icons).getAllByRole('radio')).toHaveLength(11);
    expect(within(icons).getByRole('radio', { name: 'camera' })).toHaveProperty('checked', true);
    fireEvent.click(within(icons).getByRole('radio', { name: 'megaphone' }));
    expect(within(icons).getByRole('radio', { name: 'camera' })).toHaveProperty('checked', false);
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sentBodies(api, 'PATCH', '/api/services/1')).toHaveLength(1));
    expect(sentBodies(api, 'PATCH', '/api/services/1')[0]).toMatchObject({ icon: 'megaphone' });
  });

  it('keeps a stored icon outside the set on offer, chosen, until another is picked', async () => {
    const api = fakeApi({
      'GET /api/services': () => Response.json({ services: [{ ...service(1, 'UGC Packages'), icon: 'fa-solid fa-star' }] }),
      'PATCH /api/services/1': (body) => Response.json({ service: { ...service(1, 'UGC Packages'), ...(body as object) } }),
    });
    renderWithQuery(<ContentManager entity={servicesEntity} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit UGC Packages' }));
    const stored = screen.getByRole('radio', { name: /^fa-solid fa-star \(the current value/ });
    expect(stored).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'video' }));
    expect(stored).toHaveProperty('checked', false);
    expect(screen.getByRole('radio', { name: /^fa-solid fa-star/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sentBodies(api, 'PATCH', '/api/services/1')).toHaveLength(1));
    expect(sentBodies(api, 'PATCH', '/api/services/1')[0]).toMatchObject({ icon: 'video' });
  });
});
