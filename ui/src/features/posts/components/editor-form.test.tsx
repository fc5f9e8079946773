import { act, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { currentToasts, remove } from '@/lib/toast';
import { fakeApi, renderWithQuery, sentBodies, sentIfMatch } from '@/testing/admin';
import type { Post } from '@/types/posts';
import { draftKey, loadDraft, saveDraft } from '../draft-storage';
import { formFromPost } from '../post-form';
import { testPost } from '../test-post';
import type { MediaInputProps as ImageInputProps, MediaPicker as ImagePicker } from '@/components/ui/media-slots';
import { EditorForm } from './editor-form';

afterEach(() => remove());

// Not the test runner's zone (UTC): times in the editor are on the site's clock.
const SITE = { name: 'MYTH Agency', publicUrl: 'https://mythagency.com', timeZone: 'Asia/Tokyo' };

const TOKYO_MS = 9 * 3_600_000;

/** The date-and-time field's value for `ms` on Tokyo's clock (UTC+9, no daylight saving). */
const tokyoField = (ms: number) => new Date(ms + TOKYO_MS).toISOString().slice(0, 16);

function CoverInput({ onValueChange: _set, ...props }: ImageInputProps) {
  return <input {...props} />;
}

/** A picker that hands over one library image as soon as it opens. */
const Picker: ImagePicker = ({ open, onPick }) => {
  if (open) queueMicrotask(() => onPick({ url: '/media/ab12.jpg', alt: 'Sunset on South Beach' }));
  return null;
};

const post = testPost;

function api(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/posts': () => Response.json({ posts: [post()], total: 1 }),
    'POST /api/admin/markdown/preview': (body) =>
      Response.json({ html: `<p>${String((body as { markdown: string }).markdown).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')}</p>` }),
    ...extra,
  });
}

const renderEditor = (existing?: Post) =>
  renderWithQuery(<EditorForm post={existing} site={SITE} imageInput={CoverInput} imagePicker={Picker} />);

function fill(label: string | RegExp, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

const body = () => screen.getByLabelText('Body') as HTMLTextAreaElement;

describe('EditorForm', () => {
  it('makes the slug from the title until the admin types one', () => {
    api();
    renderEditor();
    fill('Title', 'Café & Co. — 2026!');
    expect((screen.getByLabelText('Slug') as HTMLInputElement).value).toBe('cafe-co-2026');
    fill('Slug', 'my-own');
    fill('Title', 'Another title');
    expect((screen.getByLabelText('Slug') as HTMLInputElement).value).toBe('my-own');
  });

  it('says when the slug belongs to another post', async () => {
    api({ 'GET /api/posts/slug/hello-miami': () => Response.json({ post: post() }) });
    renderEditor();
    fill('Title', 'Hello Miami');
    expect(await screen.findByText('“hello-miami” is the address of “Hello Miami”: choose another slug.', {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.getByLabelText('Slug').getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the fields, then publishes now at the server’s time', async () => {
    const calls = api({
      'POST /api/posts': (sent) =>
        Response.json({ post: post({ ...(sent as object), status: 'published', publishedAt: '2026-11-23T12:00:00.000Z' }) }, { status: 201 }),
    });
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Title must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Category must be at least 2 characters')).toBeTruthy();
    expect(sentBodies(calls, 'POST', '/api/posts')).toEqual([]);

    fill('Title', 'Hello Miami');
    fill('Category', 'News');
    fill('Author', 'Alex Rivera');
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(currentToasts()[0]?.title).toBe('Post published'));
    expect(sentBodies(calls, 'POST', '/api/posts')).toEqual([
      expect.objectContaining({ title: 'Hello Miami', slug: 'hello-miami', status: 'published', publishedAt: null }),
    ]);
    expect(window.location.pathname).toBe('/admin/blog-posts/edit/hello-miami');
  });

  it('schedules for a time to come on the site’s clock, sent as UTC', async () => {
    const calls = api({ 'PATCH /api/posts/7': (sent) => Response.json({ post: post(sent as Partial<Post>) }) });
    renderEditor(post());
    expect(screen.getByText(/^In the site’s time zone \(Asia\/Tokyo\)\./)).toBeTruthy();
    const later = Math.floor((Date.now() + 3_600_000) / 60_000) * 60_000;
    fill(/^Publish at/, tokyoField(later));
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(currentToasts()[0]?.title).toBe('Post scheduled'));
    const [sent] = sentBodies(calls, 'PATCH', '/api/posts/7') as { status: string; publishedAt: string }[];
    expect(sent?.status).toBe('published');
    expect(sent?.publishedAt).toBe(new Date(later).toISOString());
  });

  it('shows a saved publication time on the site’s clock', () => {
    api();
    renderEditor(post({ status: 'published', publishedAt: '2030-01-15T03:30:00.000Z' }));
    expect(screen.getByLabelText(/^Publish at/)).toHaveProperty('value', '2030-01-15T12:30');
    expect(screen.getByText('Goes live Jan 15, 2030 12:30 PM, by itself.')).toBeTruthy();
  });

  it('tells a time to come from a past one on the site’s clock, not the browser’s', () => {
    api();
    renderEditor();
    fill(/^Publish at/, tokyoField(Date.now() + 3_600_000));
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeTruthy();
    // An hour ahead on the browser's (UTC) clock is 8 hours ago on Tokyo's.
    fill(/^Publish at/, new Date(Date.now() + 3_600_000).toISOString().slice(0, 16));
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
  });

  it('says how a time the site’s clocks skip is read', () => {
    api();
    renderWithQuery(
      <EditorForm post={post()} site={{ ...SITE, timeZone: 'America/New_York' }} imageInput={CoverInput} imagePicker={Picker} />,
    );
    fill(/^Publish at/, '2030-03-10T02:30');
    expect(screen.getByText(/The clocks there skip that time \(daylight saving\): it is read as Mar 10, 2030 3:30 AM\.$/)).toBeTruthy();
  });

  it('offers Unpublish for a published post', async () => {
    const calls = api({ 'PATCH /api/posts/7': (sent) => Response.json({ post: post(sent as Partial<Post>) }) });
    renderEditor(post({ status: 'published', publishedAt: '2026-11-20T10:00:00.000Z' }));
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(currentToasts()[0]?.title).toBe('Post unpublished'));
    // The time is left as it was: the field holds minutes, the server keeps seconds.
    expect(sentBodies(calls, 'PATCH', '/api/posts/7')).toEqual([expect.not.objectContaining({ publishedAt: expect.anything() })]);
    expect(sentBodies(calls, 'PATCH', '/api/posts/7')[0]).toMatchObject({ status: 'draft' });
  });

  it('puts the server’s field messages and a slug clash under their fields', async () => {
    api({
      'PATCH /api/posts/7': () =>
        Response.json({ message: 'A post already has this slug' }, { status: 409 }),
    });
    renderEditor(post());
    fill('Title', 'Hello again');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('A post already has this slug')).toBeTruthy();
    expect(screen.getByLabelText('Slug').getAttribute('aria-invalid')).toBe('true');
  });

  it('wraps the selection with a toolbar button and previews the server’s HTML', async () => {
    const calls = api();
    renderEditor(post({ bodyMarkdown: '' }));
    fill('Body', 'Make it loud');
    body().setSelectionRange(8, 12);
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(body().value).toBe('Make it **loud**');
    expect([body().selectionStart, body().selectionEnd]).toEqual([10, 14]);
    await waitFor(() => expect(document.querySelector('.prose-article strong')?.textContent).toBe('loud'), { timeout: 2000 });
    expect(sentBodies(calls, 'POST', '/api/admin/markdown/preview').at(-1)).toEqual({ markdown: 'Make it **loud**' });
  });

  it('inserts a library image with its alt text', async () => {
    api();
    renderEditor(post({ bodyMarkdown: 'Intro' }));
    body().setSelectionRange(5, 5);
    fireEvent.click(screen.getByRole('button', { name: 'Image from the library' }));
    await waitFor(() => expect(body().value).toBe('Intro\n\n![Sunset on South Beach](/media/ab12.jpg)'));
  });

  it('keeps unsaved work in the browser and offers it back after a reload, compared field by field, never applied by itself', async () => {
    api();
    const first = renderEditor(post());
    fill('Title', 'Hello Miami, revised');
    await waitFor(() => expect(loadDraft(draftKey(7))?.values.title).toBe('Hello Miami, revised'), { timeout: 2000 });
    expect(loadDraft(draftKey(7))?.base?.title).toBe('Hello Miami');
    first.unmount();

    renderEditor(post());
    const notice = screen.getByRole('region', { name: /^You have unsaved changes from / });
    const rows = within(notice).getByRole('list', { name: 'Unsaved changes' });
    expect(within(rows).getAllByRole('listitem')).toHaveLength(1);
    expect(rows.textContent).toContain('Title');
    expect(rows.textContent).toContain('Hello Miami, revised');
    // Offered only: the form holds the post as saved.
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Hello Miami');
    fireEvent.click(within(notice).getByRole('button', { name: 'Discard them' }));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Hello Miami');
    expect(screen.queryByRole('region', { name: /^You have unsaved changes/ })).toBeNull();
    expect(loadDraft(draftKey(7))).toBeNull();
  });

  it('restores only the fields a stale draft changed, on top of the post as saved since, and saves only those', async () => {
    const loaded = post();
    saveDraft(draftKey(7), {
      values: { ...formFromPost(loaded, SITE.timeZone), title: 'My title' },
      base: formFromPost(loaded, SITE.timeZone),
      slugEdited: true,
      baseUpdatedAt: loaded.updatedAt,
      savedAt: '2026-11-20T11:00:00.000Z',
    });
    const since = post({ version: 4, excerpt: 'Their excerpt, saved since.', coverImage: '/media/cover.webp', updatedAt: '2026-11-21T09:00:00.000Z' });
    const calls = api({ 'PATCH /api/posts/7': (sent) => Response.json({ post: post({ ...since, ...(sent as Partial<Post>), version: 5 }) }) });
    renderEditor(since);

    const notice = screen.getByRole('region', { name: 'You have unsaved changes from Nov 20, 2026 8:00 PM' });
    expect(notice.textContent).toContain('was saved since they were made');
    const rows = within(notice).getByRole('list', { name: 'Unsaved changes' });
    expect(within(rows).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('Title')]);
    fireEvent.click(within(notice).getByRole('button', { name: 'Restore them' }));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('My title');
    expect((screen.getByLabelText(/^Excerpt/) as HTMLTextAreaElement).value).toBe('Their excerpt, saved since.');

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(currentToasts()[0]?.title).toBe('Draft saved'));
    expect(sentBodies(calls, 'PATCH', '/api/posts/7')).toEqual([{ title: 'My title', status: 'draft' }]);
    expect(sentIfMatch(calls, 'PATCH', '/api/posts/7')).toEqual(['"4"']);
  });

  it('asks before leaving with unsaved changes, and not without', () => {
    api();
    renderWithQuery(
      <>
        <a href="/admin/blog-posts">All posts</a>
        <EditorForm post={post()} site={SITE} imageInput={CoverInput} imagePicker={Picker} />
      </>,
    );
    window.history.replaceState(null, '', '/admin/blog-posts/edit/hello-miami');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);

    fill('Title', 'Hello Miami, revised');
    expect(unload()).toBe(true);
    const link = screen.getAllByRole('link', { name: 'All posts' })[0]!;
    fireEvent.click(link);
    expect(screen.getByRole('alertdialog', { name: 'Leave without saving?' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/blog-posts/edit/hello-miami');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Hello Miami, revised');
    fireEvent.click(link);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Discard and leave' }));
    });
    expect(window.location.pathname).toBe('/admin/blog-posts');
    expect(loadDraft(draftKey(7))).toBeNull();
  });
});

describe('EditorForm: someone else saved the post first', () => {
  const theirs = post({ version: 2, excerpt: 'Their excerpt.', updatedAt: '2026-11-21T09:00:00.000Z' });

  function staleThenSaved() {
    let calls = 0;
    return api({
      'PATCH /api/posts/7': (sent) => {
        calls += 1;
        if (calls === 1) return Response.json({ message: 'Someone else changed this post since you opened it', current: theirs, changedBy: 'maria' }, { status: 412 });
        return Response.json({ post: post({ ...theirs, ...(sent as Partial<Post>), version: 3 }) });
      },
    });
  }

  async function saveMyTitle() {
    renderEditor(post());
    fill('Title', 'Hello Miami, mine');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    return screen.findByRole('dialog', { name: 'Someone else changed this post' });
  }

  it('sends only the changed fields, based on the version loaded, and shows what differs', async () => {
    const calls = staleThenSaved();
    const dialog = await saveMyTitle();
    expect(sentIfMatch(calls, 'PATCH', '/api/posts/7')).toEqual(['"1"']);
    expect(sentBodies(calls, 'PATCH', '/api/posts/7')[0]).toEqual({ title: 'Hello Miami, mine', status: 'draft' });
    expect(dialog.textContent).toContain('maria saved it on Nov 21, 2026 6:00 PM');
    const rows = within(dialog).getByRole('list', { name: 'What differs' }).textContent;
    expect(rows).toContain('TitleChanged by you');
    expect(rows).toContain('ExcerptChanged by them');
  });

  it('"Keep mine" saves my title on top of their excerpt, on their version', async () => {
    const calls = staleThenSaved();
    const dialog = await saveMyTitle();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(currentToasts()[0]?.title).toBe('Draft saved'));
    expect(sentIfMatch(calls, 'PATCH', '/api/posts/7')).toEqual(['"1"', '"2"']);
    expect(sentBodies(calls, 'PATCH', '/api/posts/7')[1]).toEqual({ title: 'Hello Miami, mine', status: 'draft' });
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Hello Miami, mine');
    expect((screen.getByLabelText(/^Excerpt/) as HTMLTextAreaElement).value).toBe('Their excerpt.');
  });

  it('"Reload theirs" drops my change and shows theirs', async () => {
    const calls = staleThenSaved();
    const dialog = await saveMyTitle();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload theirs' }));
    await waitFor(() => expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Hello Miami'));
    expect((screen.getByLabelText(/^Excerpt/) as HTMLTextAreaElement).value).toBe('Their excerpt.');
    expect(sentBodies(calls, 'PATCH', '/api/posts/7')).toHaveLength(1);
    expect(loadDraft(draftKey(7))).toBeNull();
  });
});
