import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { remove } from '@/lib/toast';
import { fakeApi, renderWithQuery, sentBodies } from '@/testing/admin';
import { fakeXhr } from '@/testing/fake-xhr';
import { libraryItem } from '@/testing/media';
import type { Media } from '@/types/media';
import ProjectsRoute from './projects';

afterEach(() => remove());

const photo = libraryItem({ id: 7, url: '/media/3f2a9c0d1e5b7a64.jpg', name: 'beach-shoot.jpg', alt: 'Two models on South Beach at sunset' });

function fill(dialog: HTMLElement, label: string, value: string) {
  fireEvent.input(within(dialog).getByLabelText(label), { target: { value } });
}

async function openAddProject() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add Project' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Project' });
  fill(dialog, 'Title', 'Brickell Coffee Launch');
  fill(dialog, 'Category', 'UGC');
  fill(dialog, 'Description', 'A launch month of reels.');
  return dialog;
}

describe('Projects: the image field and the media library', () => {
  it('a pick from the library fills the image field, shows a preview and is what gets saved', async () => {
    const api = fakeApi({
      'GET /api/projects': () => Response.json({ projects: [] }),
      'GET /api/admin/media': () => Response.json({ media: [photo], total: 1 }),
      'POST /api/projects': (body) => Response.json({ project: { id: 1, ...(body as object) } }, { status: 201 }),
    });
    renderWithQuery(<ProjectsRoute />);
    const form = await openAddProject();
    fireEvent.click(within(form).getByRole('button', { name: 'Choose from library' }));

    const picker = screen.getByRole('dialog', { name: 'Choose from the library' });
    fireEvent.click(await within(picker).findByRole('button', { name: 'Choose beach-shoot.jpg: Two models on South Beach at sunset' }));
    await waitFor(() => expect((picker as HTMLDialogElement).open).toBe(false));
    // A project's picture may be a video: the picker lists both kinds.
    expect(api.mock.calls.map(([url]) => url)).toContain('/api/admin/media?limit=24&offset=0');

    expect(within(form).getByLabelText('Image URL')).toHaveProperty('value', photo.url);
    // The preview is the narrowest variant, not the 4000 px original.
    expect(within(form).getByText('Two models on South Beach at sunset')).toBeTruthy();
    expect(form.querySelector('img')!.getAttribute('src')).toBe('/media/3f2a9c0d1e5b7a64-480.webp');

    fireEvent.click(within(form).getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(sentBodies(api, 'POST', '/api/projects')).toHaveLength(1));
    expect(sentBodies(api, 'POST', '/api/projects')[0]).toMatchObject({ image: photo.url });
  });

  it('an image uploaded in the picker is the pick', async () => {
    fakeApi({
      'GET /api/projects': () => Response.json({ projects: [] }),
      'GET /api/admin/media': () => Response.json({ media: [], total: 0 }),
    });
    fakeXhr((xhr) => xhr.respond(201, { media: photo }));
    renderWithQuery(<ProjectsRoute />);
    const form = await openAddProject();
    fireEvent.click(within(form).getByRole('button', { name: 'Choose from library' }));
    const picker = screen.getByRole('dialog', { name: 'Choose from the library' });
    expect(await within(picker).findByText('No items yet.')).toBeTruthy();

    fireEvent.input(picker.querySelector('input[type="file"]')!, {
      target: { files: [new File(['jpeg'], 'beach-shoot.jpg', { type: 'image/jpeg' })] },
    });
    fireEvent.click(within(picker).getByRole('button', { name: 'Upload 1 file' }));
    await waitFor(() => expect((picker as HTMLDialogElement).open).toBe(false));
    expect(within(form).getByLabelText('Image URL')).toHaveProperty('value', photo.url);
  });

  it('a library video can be the picture: previewed by its poster, saved by its address', async () => {
    const clip: Media = {
      ...photo,
      id: 8,
      url: '/media/9c0d1e5b7a643f2a.mp4',
      name: 'pour.mp4',
      alt: 'Coffee poured in slow motion',
      kind: 'video',
      mime: 'video/mp4',
      width: 1920,
      height: 1080,
      poster: '/media/3f2a9c0d1e5b7a64.jpg',
      variants: [],
    };
    const api = fakeApi({
      'GET /api/projects': () => Response.json({ projects: [] }),
      'GET /api/admin/media': () => Response.json({ media: [clip, photo], total: 2 }),
      'POST /api/projects': (body) => Response.json({ project: { id: 1, ...(body as object) } }, { status: 201 }),
    });
    renderWithQuery(<ProjectsRoute />);
    const form = await openAddProject();
    fireEvent.click(within(form).getByRole('button', { name: 'Choose from library' }));
    const picker = screen.getByRole('dialog', { name: 'Choose from the library' });
    fireEvent.click(await within(picker).findByRole('button', { name: 'Choose pour.mp4: Coffee poured in slow motion' }));
    await waitFor(() => expect((picker as HTMLDialogElement).open).toBe(false));

    expect(within(form).getByLabelText('Image URL')).toHaveProperty('value', clip.url);
    expect(form.querySelector('img')!.getAttribute('src')).toBe(clip.poster);
    expect(within(form).getByText(/^Video · 1920 × 1080/)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(sentBodies(api, 'POST', '/api/projects')).toHaveLength(1));
    expect(sentBodies(api, 'POST', '/api/projects')[0]).toMatchObject({ image: clip.url });
  });

  it('still takes an address typed by hand', async () => {
    fakeApi({ 'GET /api/projects': () => Response.json({ projects: [] }) });
    renderWithQuery(<ProjectsRoute />);
    const form = await openAddProject();
    fill(form, 'Image URL', 'https://cdn.example.com/case.jpg');
    expect(form.querySelector('img')!.getAttribute('src')).toBe('https://cdn.example.com/case.jpg');
  });
});

describe('Projects: case studies', () => {
  const project = (id: number, title: string) => ({
    id,
    title,
    category: 'UGC',
    description: 'A project',
    image: '/images/work/a.svg',
    position: id,
    isActive: true,
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
  });

  it("each row leads to its project's case study, written (with its state) or to write", async () => {
    fakeApi({
      'GET /api/projects': () => Response.json({ projects: [project(1, 'Casa Coral'), project(2, 'Solana Cocina')] }),
      'GET /api/case-studies': () =>
        Response.json({ caseStudies: [{ projectId: 1, slug: 'casa-coral', status: 'published', results: [], gallery: [] }], links: [] }),
    });
    renderWithQuery(<ProjectsRoute />);
    const edit = await screen.findByRole('link', { name: 'Edit case study: Casa Coral' });
    expect(edit.getAttribute('href')).toBe('/admin/projects/1/case-study');
    expect(within(edit.closest('tr')!).getByText('Published')).toBeTruthy();
    const write = screen.getByRole('link', { name: 'Write case study: Solana Cocina' });
    expect(write.getAttribute('href')).toBe('/admin/projects/2/case-study');
    expect(within(write.closest('tr')!).queryByText(/Draft|Published/)).toBeNull();
  });
});
