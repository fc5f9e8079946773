// The post editor's History (its other behaviour: editor-form.test.tsx). The History control is a
// stand-in here: the app lends the history feature's (tested there).

import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { MediaInputProps, MediaPicker } from '@/components/ui/media-slots';
import { currentToasts, remove } from '@/lib/toast';
import { fakeApi, renderWithQuery, sentIfMatch } from '@/testing/admin';
import { fakeHistory } from '@/testing/history';
import { draftKey, loadDraft, readPostValues } from '../draft-storage';
import { testPost } from '../test-post';
import { EditorForm } from './editor-form';

afterEach(() => remove());

const SITE = { name: 'MYTH Agency', publicUrl: 'https://mythagency.com', timeZone: 'UTC' };

function CoverInput({ onValueChange: _set, ...props }: MediaInputProps) {
  return <input {...props} />;
}

const Picker: MediaPicker = () => null;

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('EditorForm with a History', () => {
  it('a new post has none', () => {
    fakeApi({ 'GET /api/posts': () => Response.json({ posts: [], total: 0 }) });
    const { History } = fakeHistory(testPost());
    renderWithQuery(<EditorForm site={SITE} imageInput={CoverInput} imagePicker={Picker} history={History} />);
    expect(screen.queryByRole('button', { name: 'History' })).toBeNull();
  });

  it('a restored version replaces the form and the address, drops the kept draft, and the next save is based on it', async () => {
    const restored = testPost({ version: 5, title: 'Hello Miami Beach', slug: 'hello-miami-beach', bodyMarkdown: 'Restored.' });
    const api = fakeApi({
      'GET /api/posts': () => Response.json({ posts: [testPost()], total: 1 }),
      'GET /api/posts/slug/hello-miami-beach': () => Response.json({ post: restored }),
      'POST /api/admin/markdown/preview': () => Response.json({ html: '<p>Restored.</p>' }),
      'PATCH /api/posts/7': (body) => Response.json({ post: { ...restored, ...(body as object), version: 6 } }),
    });
    const { History, seen } = fakeHistory(restored);
    renderWithQuery(<EditorForm post={testPost()} site={SITE} imageInput={CoverInput} imagePicker={Picker} history={History} />);

    expect(seen.props).toMatchObject({ kind: 'post', itemId: 7, version: 1, name: '“Hello Miami”', dirty: false });
    expect(seen.props!.fields.map((f) => f.label)).toContain('Status');
    expect(seen.props!.comparable!(testPost({ status: 'published', publishedAt: '2026-11-22T15:07:00.000Z' }))).toMatchObject({
      status: 'Published',
      publishAt: 'Nov 22, 2026 3:07 PM',
    });

    fireEvent.input(field('Title'), { target: { value: 'Unsaved title' } });
    await waitFor(() => expect(seen.props?.dirty).toBe(true));
    await waitFor(() => expect(loadDraft(draftKey(7), readPostValues)).not.toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    await waitFor(() => expect(field('Title').value).toBe('Hello Miami Beach'));
    expect((screen.getByLabelText('Body') as HTMLTextAreaElement).value).toBe('Restored.');
    expect(seen.props).toMatchObject({ version: 5, dirty: false });
    expect(window.location.pathname).toBe('/admin/blog-posts/edit/hello-miami-beach');
    expect(loadDraft(draftKey(7), readPostValues)).toBeNull();

    fireEvent.input(field(/^Excerpt/), { target: { value: 'Saved after the restore.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Draft saved' }));
    expect(sentIfMatch(api, 'PATCH', '/api/posts/7')).toEqual(['"5"']);
  });
});
