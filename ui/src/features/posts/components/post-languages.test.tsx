import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { MediaInputProps, MediaPicker } from '@/components/ui/media-slots';
import { formatDate } from '@/lib/format-date';
import { currentToasts, remove } from '@/lib/toast';
import { fakeApi, renderWithQuery, sentBodies, sentIfMatch } from '@/testing/admin';
import type { Post } from '@/types/posts';
import { draftKey, loadDraft, saveDraft } from '../draft-storage';
import { formFromPost } from '../post-form';
import { translationForm } from '../post-translation';
import { testPost } from '../test-post';
import { PostLanguages } from './post-languages';

afterEach(() => {
  remove();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

const SITE = { name: 'MYTH Agency', publicUrl: 'https://mythagency.com', timeZone: 'UTC' };
const SETTINGS = { 'GET /api/settings': () => Response.json({ settings: { languages: 'en,es' } }) };
const CHANGED = '2026-11-21T15:00:00Z';

const CoverInput = ({ onValueChange: _set, ...props }: MediaInputProps) => <input {...props} />;
const Picker: MediaPicker = () => null;

/** "Hello Miami", published in English; in Spanish a draft whose title is out of date, whose
 * excerpt, body and category were never translated (its SEO texts have no English to follow). */
const article = (overrides: Partial<Post> = {}, spanish: Record<string, string> = { title: 'Hola Miami' }) =>
  ({
    ...testPost({ status: 'published', publishedAt: '2026-11-20T10:00:00.000Z', coverImage: '/media/cover.webp', ...overrides }),
    translations: { es: spanish },
    translationStates: { es: { title: { translatedAt: '2026-11-20T12:00:00Z', outdatedSince: CHANGED } } },
  }) as unknown as Post;

function openIn(search: string, post = article()) {
  window.history.replaceState(null, '', `/admin/blog-posts/edit/hello-miami${search}`);
  return renderWithQuery(<PostLanguages post={post} site={SITE} imageInput={CoverInput} imagePicker={Picker} />);
}

const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const translated = (name: RegExp) => field(name).closest('[data-translation]')!;

describe('PostLanguages', () => {
  it('shows each translated field beside its English with its state, the article’s own slug and status there, and the rest read-only', async () => {
    fakeApi(SETTINGS);
    openIn('?lang=es');
    expect(await screen.findByRole('radio', { name: 'Español' })).toHaveProperty('checked', true);
    expect(screen.getByText('3 missing, 1 out of date')).toBeTruthy();

    expect(field(/^Title/).value).toBe('Hola Miami');
    expect(field(/^Title/).getAttribute('lang')).toBe('es');
    expect(translated(/^Title/).textContent).toContain('Hello Miami');
    expect(translated(/^Title/).textContent).toContain(`Out of date, source changed ${formatDate(CHANGED)}`);
    for (const [label, english] of [
      [/^Excerpt/, 'A first post.'],
      [/^Body/, 'Hi.'],
      [/^Category/, 'News'],
    ] as const) {
      expect(field(label).value).toBe('');
      expect(translated(label).textContent).toContain('Missing');
      expect(translated(label).textContent).toContain(english);
    }
    expect(translated(/^SEO title/).getAttribute('data-translation')).toBe('current');
    // Its address there (the English slug until it has one of its own), and a draft in Spanish.
    expect(screen.getByText('/es/blog/hello-miami')).toBeTruthy();
    const publishing = screen.getByRole('heading', { name: 'Publishing' }).parentElement!;
    expect(publishing.textContent).toContain('Draft');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
    // The same in every language: shown, not editable.
    expect(screen.getByRole('group', { name: 'Author' }).textContent).toContain('Alex Rivera');
    expect(screen.getByRole('group', { name: 'Cover image' }).textContent).toContain('The same in every language: change it in English.');
    expect(screen.queryByRole('textbox', { name: 'Author' })).toBeNull();
  });

  it('publishes in Spanish by sending only its translations, on the version shown', async () => {
    const calls = fakeApi({
      ...SETTINGS,
      'PATCH /api/posts/7': () =>
        Response.json({
          post: article({ version: 4 }, { title: 'Hola Miami, de nuevo', slug: 'hola-miami-de-nuevo', status: 'published', bodyMarkdown: 'Hola.' }),
        }),
    });
    openIn('?lang=es', article({ version: 3 }));
    await screen.findByRole('radio', { name: 'Español' });
    fireEvent.input(field(/^Title/), { target: { value: 'Hola Miami, de nuevo' } });
    fireEvent.input(field(/^Body/), { target: { value: 'Hola.' } });
    expect(field(/^Slug/).value).toBe('hola-miami-de-nuevo');
    // While the form holds changes, the language stays.
    const languages = screen.getByRole('group', { name: 'Language' });
    expect(languages).toHaveProperty('disabled', true);
    expect(languages.textContent).toContain('Save your changes (or undo them) to switch language.');

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(currentToasts()[0]?.title).toBe('Post published in Español'));
    expect(currentToasts()[0]?.description).toContain('/es/blog/hola-miami-de-nuevo');
    expect(sentBodies(calls, 'PATCH', '/api/posts/7')).toEqual([
      { translations: { es: { title: 'Hola Miami, de nuevo', bodyMarkdown: 'Hola.', slug: 'hola-miami-de-nuevo', status: 'published' } } },
    ]);
    expect(sentIfMatch(calls, 'PATCH', '/api/posts/7')).toEqual(['"3"']);
    await waitFor(() => expect(screen.getByRole('group', { name: 'Language' })).toHaveProperty('disabled', false));
  });

  it('keeps unsaved work of each language apart: an English draft is never offered in Spanish', async () => {
    fakeApi(SETTINGS);
    const post = article();
    saveDraft(draftKey(7), {
      values: { ...formFromPost(post, 'UTC'), title: 'My English title' },
      base: formFromPost(post, 'UTC'),
      slugEdited: true,
      baseUpdatedAt: post.updatedAt,
      savedAt: '2026-11-20T11:00:00.000Z',
    });
    const first = openIn('?lang=es', post);
    await screen.findByRole('radio', { name: 'Español' });
    expect(screen.queryByRole('region', { name: /^You have unsaved changes/ })).toBeNull();
    fireEvent.input(field(/^Excerpt/), { target: { value: 'Un primer artículo.' } });
    await waitFor(() => expect(loadDraft(`${draftKey(7)}:es`, (raw) => raw)?.values).toMatchObject({ excerpt: 'Un primer artículo.' }), {
      timeout: 2000,
    });
    expect(loadDraft(draftKey(7))?.values.title).toBe('My English title');
    first.unmount();

    openIn('?lang=es', post);
    const notice = await screen.findByRole('region', { name: /^You have unsaved changes/ });
    expect(notice.textContent).toContain('Excerpt (Español)');
    expect(notice.textContent).not.toContain('My English title');
  });

  it('a save someone else’s came before opens the conflict dialog on the Spanish texts', async () => {
    const theirs = article({ version: 2 }, { title: 'Hola Miami', excerpt: 'Su resumen.' });
    fakeApi({
      ...SETTINGS,
      'PATCH /api/posts/7': () => Response.json({ message: 'Someone else changed this post', current: theirs, changedBy: 'maria' }, { status: 412 }),
    });
    openIn('?lang=es');
    await screen.findByRole('radio', { name: 'Español' });
    fireEvent.input(field(/^Title/), { target: { value: 'Hola Miami, mío' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const dialog = await screen.findByRole('dialog', { name: /^Someone else changed this post/ });
    const rows = within(dialog).getByRole('list', { name: 'What differs' }).textContent;
    expect(rows).toContain('Title (Español)Changed by you');
    expect(rows).toContain('Excerpt (Español)Changed by them');
    expect(rows).not.toContain('Author');
  });

  it('opens on the field a link asks for, and in English without a language', async () => {
    fakeApi(SETTINGS);
    const first = openIn('?lang=es&field=category');
    await screen.findByRole('radio', { name: 'Español' });
    await waitFor(() => expect(document.activeElement).toBe(field(/^Category/)));
    first.unmount();

    openIn('');
    expect(await screen.findByRole('radio', { name: 'English (default)' })).toHaveProperty('checked', true);
    expect(field(/^Title/).value).toBe('Hello Miami');
    expect(translationForm(article(), 'es', 'UTC').publishAt).toBe('2026-11-20T10:00');
  });

  it('sends an out-of-date title again when marked still right, which makes it current', async () => {
    const calls = fakeApi({ ...SETTINGS, 'PATCH /api/posts/7': () => Response.json({ post: article({ version: 2 }) }) });
    openIn('?lang=es');
    await screen.findByRole('radio', { name: 'Español' });
    const stillRight = screen.getByRole('button', { name: 'Still right (Title)' });
    fireEvent.click(stillRight);
    expect(stillRight.getAttribute('aria-pressed')).toBe('true');
    expect(translated(/^Title/).getAttribute('data-translation')).toBe('current');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(currentToasts()[0]?.title).toBe('Translation saved'));
    expect(sentBodies(calls, 'PATCH', '/api/posts/7')).toEqual([{ translations: { es: { title: 'Hola Miami' } } }]);
  });
});
