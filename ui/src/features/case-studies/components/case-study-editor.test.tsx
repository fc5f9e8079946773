import { act, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { MediaInputProps as ImageInputProps, MediaPicker, PickedMedia } from '@/components/ui/media-slots';
import { currentToasts, remove } from '@/lib/toast';
import { saveDraft } from '@/lib/draft-storage';
import { fakeApi, renderWithQuery, sentBodies, sentIfMatch } from '@/testing/admin';
import { formFromCaseStudy } from '../case-study-form';
import type { CaseStudy } from '@/types/case-studies';
import { testProject, testStudy } from '../test-study';
import { CaseStudyEditor } from './case-study-editor';
import { caseStudyDraftKey } from './editor-form';

afterEach(() => {
  remove();
  localStorage.clear();
});

const SITE = { name: 'MYTH Agency', publicUrl: 'https://mythagency.com' };
const PATH = '/api/projects/3/case-study';

const project = testProject;

const study = testStudy;

function VideoInput({ onValueChange: _set, ...props }: ImageInputProps) {
  return <input {...props} />;
}

/** A picker that hands over one library image as soon as it opens. */
const Picker: MediaPicker = ({ open, onPick }) => {
  if (open) queueMicrotask(() => onPick({ url: '/media/new.jpg', alt: 'Tables at sunset', kind: 'image', variants: [{ url: '/media/new-480.webp', width: 480, format: 'webp' }] }));
  return null;
};

function api(existing: CaseStudy | null, extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/projects': () => Response.json({ projects: [project(), project({ id: 4, title: 'Casa Coral' })] }),
    'GET /api/case-studies': () =>
      Response.json({ caseStudies: [...(existing ? [existing] : []), study({ projectId: 4, slug: 'casa-coral' })], links: [] }),
    'GET /api/media': () => Response.json({ media: {} }),
    [`GET ${PATH}`]: () => (existing ? Response.json({ caseStudy: existing }) : Response.json({ message: 'Case study not found' }, { status: 404 })),
    'POST /api/admin/markdown/preview': (body) => Response.json({ html: `<p>${(body as { markdown: string }).markdown}</p>` }),
    ...extra,
  });
}

const renderEditor = () => renderWithQuery(<CaseStudyEditor projectId={3} site={SITE} videoInput={VideoInput} picker={Picker} />);

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (label: string | RegExp, value: string) => fireEvent.input(field(label), { target: { value } });
const values = (prefix: string) => screen.queryAllByLabelText(new RegExp(`^${prefix}`)).map((el) => (el as HTMLInputElement).value);

describe('CaseStudyEditor', () => {
  it('names its project, makes the slug from its title, and creates the case study as a draft', async () => {
    const mock = api(null, { [`PUT ${PATH}`]: (body) => Response.json({ caseStudy: study({ ...(body as object), results: [] }) }) });
    renderEditor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Case study: Solana Cocina' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All projects' }).getAttribute('href')).toBe('/admin/projects');
    expect(field('Slug').value).toBe('solana-cocina');
    expect(screen.getByText('/work/solana-cocina')).toBeTruthy();
    fill(/^Client/, 'Solana Group');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sentBodies(mock, 'PUT', PATH)).toHaveLength(1));
    expect(sentBodies(mock, 'PUT', PATH)[0]).toMatchObject({ slug: 'solana-cocina', status: 'draft', client: 'Solana Group', results: [], gallery: [], video: null });
    // None written yet: based on "none" (0), so one written meanwhile by someone else is refused.
    expect(sentIfMatch(mock, 'PUT', PATH)).toEqual(['"0"']);
    await waitFor(() => expect(currentToasts()[0]?.title).toBe('Draft saved'));
  });

  it('a change made from a handler of an earlier render keeps what was typed since', async () => {
    // A picker that answers with the callback it was opened with, renders ago.
    let pick: ((item: PickedMedia) => void) | undefined;
    const LatePicker: MediaPicker = ({ open, onPick }) => {
      if (open && !pick) pick = onPick;
      return null;
    };
    api(null);
    renderWithQuery(<CaseStudyEditor projectId={3} site={SITE} videoInput={VideoInput} picker={LatePicker} />);
    await screen.findByLabelText('Slug');
    fireEvent.click(screen.getByRole('button', { name: 'Add image' }));
    fill('Body', 'We relaunched it.');
    act(() => pick!({ url: '/media/new.jpg', alt: 'Tables at sunset', kind: 'image', variants: [] }));
    await waitFor(() => expect(screen.getAllByRole('img', { name: 'Tables at sunset' })).toHaveLength(1));
    expect(field('Body').value).toBe('We relaunched it.');
  });

  it('says when another case study has the slug', async () => {
    api(null);
    renderEditor();
    await screen.findByLabelText('Slug');
    fill('Slug', 'casa-coral');
    await waitFor(() => expect(screen.getByText('“casa-coral” is the address of the case study of “Casa Coral”: choose another slug.')).toBeTruthy());
  });

  it('adds, moves and removes results, the messages moving with their rows', async () => {
    const mock = api(study(), {
      [`PUT ${PATH}`]: () =>
        Response.json(
          { message: 'Check the fields', errors: { 'results.1.label': 'Say what the figure measures, in 2 to 60 characters', 'gallery.0': 'Not an image' } },
          { status: 422 },
        ),
    });
    renderEditor();
    await screen.findByRole('heading', { level: 1, name: 'Case study: Solana Cocina' });
    expect(values('Figure')).toEqual(['+240%', '3.1M']);

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sentBodies(mock, 'PUT', PATH)).toHaveLength(1));
    const second = await screen.findByLabelText('What it measures (result 2)');
    await waitFor(() => expect(second.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Not an image')).toBeTruthy();

    // The second row moves up: its message goes with it.
    fireEvent.click(screen.getByRole('button', { name: 'Move result 2 up' }));
    expect(values('Figure')).toEqual(['3.1M', '+240%']);
    expect(field('What it measures (result 1)').getAttribute('aria-invalid')).toBe('true');
    expect(field('What it measures (result 2)').getAttribute('aria-invalid')).toBeNull();
    // Alt+↓ in its field moves it back.
    fireEvent.keyDown(field('Figure of result 1'), { key: 'ArrowDown', altKey: true });
    expect(values('Figure')).toEqual(['+240%', '3.1M']);

    fireEvent.click(screen.getByRole('button', { name: 'Remove result 2' }));
    expect(values('Figure')).toEqual(['+240%']);
    expect(screen.queryByText('Say what the figure measures, in 2 to 60 characters')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add result' }));
    expect(values('Figure')).toEqual(['+240%', '']);
  });

  it('adds a picked image to the gallery, moves and removes images, and publishes', async () => {
    const mock = api(study(), { [`PUT ${PATH}`]: (body) => Response.json({ caseStudy: study(body as Partial<CaseStudy>) }) });
    renderEditor();
    await screen.findByRole('heading', { level: 1, name: 'Case study: Solana Cocina' });
    const gallery = () => within(screen.getByRole('list', { name: 'Gallery images' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add image' }));
    await waitFor(() => expect(gallery().getAllByRole('listitem')).toHaveLength(3));
    expect(gallery().getByRole('img', { name: 'Tables at sunset' }).getAttribute('src')).toBe('/media/new-480.webp');
    fireEvent.click(gallery().getByRole('button', { name: 'Move image 3 earlier' }));
    fireEvent.click(gallery().getByRole('button', { name: 'Remove image 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sentBodies(mock, 'PUT', PATH)).toHaveLength(1));
    // Only what changed, based on the version loaded.
    expect(sentBodies(mock, 'PUT', PATH)[0]).toEqual({ status: 'published', gallery: ['/media/new.jpg', '/media/b.jpg'] });
    expect(sentIfMatch(mock, 'PUT', PATH)).toEqual(['"1"']);
    await waitFor(() => expect(currentToasts()[0]?.title).toBe('Case study published'));
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /View page/ }).getAttribute('href')).toBe('/work/solana-cocina');
  });

  it('will not publish an empty body', async () => {
    const mock = api(null);
    renderEditor();
    await screen.findByRole('heading', { level: 1, name: 'Case study: Solana Cocina' });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.getByText('Write the case study before publishing it')).toBeTruthy());
    expect(sentBodies(mock, 'PUT', PATH)).toEqual([]);
  });

  it('keeps unsaved work in this browser and offers it back, restored on demand', async () => {
    api(study());
    const first = renderEditor();
    await screen.findByRole('heading', { level: 1, name: 'Case study: Solana Cocina' });
    fill(/^Client/, 'Solana Group LLC');
    await waitFor(() => expect(localStorage.getItem(caseStudyDraftKey(3))).toContain('Solana Group LLC'), { timeout: 2000 });
    first.unmount();
    renderEditor();
    const notice = await screen.findByRole('region', { name: /^You have unsaved changes from / });
    expect(field(/^Client/).value).toBe('Solana Group');
    fireEvent.click(within(notice).getByRole('button', { name: 'Restore them' }));
    expect(field(/^Client/).value).toBe('Solana Group LLC');
    expect(values('Figure')).toEqual(['+240%', '3.1M']);
  });

  it('a stale draft from before the gallery and video were added does not remove them', async () => {
    // Kept by another browser profile when the case study had no gallery and no video.
    const old = study({ gallery: [], video: null });
    saveDraft(caseStudyDraftKey(3), {
      values: { ...formFromCaseStudy(old), client: 'Solana Group LLC' },
      base: formFromCaseStudy(old),
      slugEdited: true,
      baseUpdatedAt: old.updatedAt,
      savedAt: '2026-11-25T11:00:00Z',
    });
    const stored = study({ version: 6, gallery: ['/media/a.jpg', '/media/b.jpg', '/media/c.jpg'], video: '/media/reel.mp4', updatedAt: '2026-11-26T10:00:00Z' });
    const mock = api(stored, { [`PUT ${PATH}`]: (body) => Response.json({ caseStudy: { ...stored, ...(body as object), version: 7 } }) });
    renderEditor();

    const notice = await screen.findByRole('region', { name: /^You have unsaved changes from / });
    expect(notice.textContent).toContain('was saved since');
    const rows = within(within(notice).getByRole('list', { name: 'Unsaved changes' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Client')]);
    fireEvent.click(within(notice).getByRole('button', { name: 'Restore them' }));
    expect(field(/^Client/).value).toBe('Solana Group LLC');
    expect(within(screen.getByRole('list', { name: 'Gallery images' })).getAllByRole('listitem')).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sentBodies(mock, 'PUT', PATH)).toHaveLength(1));
    expect(sentBodies(mock, 'PUT', PATH)[0]).toEqual({ client: 'Solana Group LLC', status: 'draft' });
    expect(sentIfMatch(mock, 'PUT', PATH)).toEqual(['"6"']);
  });

  it('on a stale save of a case study deleted meanwhile, "Keep mine" writes it again whole', async () => {
    let calls = 0;
    const mock = api(study(), {
      [`PUT ${PATH}`]: (body) => {
        calls += 1;
        if (calls === 1) return Response.json({ message: 'Someone else changed this case study since you opened it', current: null }, { status: 412 });
        return Response.json({ caseStudy: study({ ...(body as object), version: 1 }) });
      },
    });
    renderEditor();
    await screen.findByRole('heading', { level: 1, name: 'Case study: Solana Cocina' });
    fill(/^Client/, 'Solana Group LLC');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else deleted this case study' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(sentBodies(mock, 'PUT', PATH)).toHaveLength(2));
    expect(sentIfMatch(mock, 'PUT', PATH)).toEqual(['"1"', '"0"']);
    expect(sentBodies(mock, 'PUT', PATH)[1]).toMatchObject({ client: 'Solana Group LLC', gallery: ['/media/a.jpg', '/media/b.jpg'], slug: 'solana-cocina' });
  });

  it('says so when the project does not exist', async () => {
    api(null, { 'GET /api/projects': () => Response.json({ projects: [] }) });
    renderEditor();
    expect(await screen.findByText('Project not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All projects' }).getAttribute('href')).toBe('/admin/projects');
  });
});
