// The post editor, the editor shell (components/editor) with a post's fields: title, slug (made
// from the title until one is typed), excerpt, the Markdown body, category, author, cover, SEO
// fields and the publication time; and the save buttons the post's state calls for (save draft,
// publish now, schedule, update, unpublish), with the post's History once it is saved.

import { ArrowLeft } from 'lucide-react';
import type { ComponentChildren } from 'preact';
import { useEffect, useId } from 'react';
import { Link, useLocation } from 'wouter';
import { EditorShell, type SaveAction } from '@/components/editor/editor-shell';
import { MarkdownEditor } from '@/components/editor/markdown-editor';
import { SeoPanel } from '@/components/editor/seo-panel';
import { SlugField } from '@/components/editor/slug-field';
import { useEditor } from '@/components/editor/use-editor';
import { Field } from '@/components/ui/field';
import type { HistoryControl } from '@/components/ui/history-slot';
import { fieldControlClasses, Textarea } from '@/components/ui/input';
import { InputField } from '@/components/ui/input-field';
import type { MediaInput, MediaPicker } from '@/components/ui/media-slots';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { type DisplayStatus, displayStatus } from '@/lib/publication-status';
import { slugify } from '@/lib/slugify';
import { lengthCount } from '@/lib/text-limits';
import type { ToastInput } from '@/lib/toast';
import type { Post } from '@/types/posts';
import { useCreatePost, usePostFacets, useRestoredPost, useUpdatePost } from '../api/posts';
import { draftKey, readPostValues } from '../draft-storage';
import {
  EMPTY_POST_FORM,
  formErrorsFromServer,
  formFromPost,
  historyValues,
  LIMITS,
  type PostField,
  type PostFormErrors,
  type PostFormValues,
  POST_FIELDS,
  POST_HISTORY_FIELDS,
  sameForm,
  type SaveIntent,
  toPostInput,
  validatePostForm,
} from '../post-form';
import { isFuture, usableTimeZone } from '../publish-time';
import { useSlugCheck } from '../use-slug-check';
import { PublishPanel } from './publish-panel';

export interface SiteInfo {
  name: string;
  publicUrl: string;
  /** The site's IANA time zone: publication times are typed and shown on its clock. */
  timeZone: string;
}

type Action = SaveAction<SaveIntent>;

/** The buttons of the bar for a post in `state` whose time field holds `publishAt` (in
 * `timeZone`). `primary` is also what Enter and Ctrl+S do, but for a draft, which they save as a
 * draft. */
export function saveActions(state: DisplayStatus | 'new', publishAt: string, savedPublishAt: string, timeZone: string) {
  const empty = !publishAt.trim();
  const future = isFuture(publishAt, timeZone);
  if (state === 'new' || state === 'draft') {
    return {
      primary: { label: empty ? 'Publish now' : future ? 'Schedule' : 'Publish', intent: 'publish' } as Action,
      others: [{ label: 'Save draft', intent: 'draft' }] as Action[],
      onSubmit: 'draft' as SaveIntent,
    };
  }
  const moved = publishAt !== savedPublishAt;
  const label = empty
    ? 'Publish now'
    : future && moved
      ? state === 'scheduled'
        ? 'Reschedule'
        : 'Schedule'
      : state === 'scheduled'
        ? 'Save'
        : 'Update';
  const others: Action[] = [{ label: 'Unpublish', intent: 'draft' }];
  if (state === 'scheduled' && label !== 'Publish now') others.push({ label: 'Publish now', intent: 'publishNow' });
  return { primary: { label, intent: 'publish' } as Action, others, onSubmit: 'publish' as SaveIntent };
}

/** What the toast says once the server has `saved` the post that was `before`. */
function savedToast(saved: Post, before: Post | undefined, timeZone: string): ToastInput {
  const was = before ? displayStatus(before) : 'new';
  const now = displayStatus(saved);
  const name = `“${saved.title}”`;
  if (now === 'draft') {
    return was === 'published' || was === 'scheduled'
      ? { title: 'Post unpublished', description: `${name} is a draft again: visitors no longer see it.` }
      : { title: 'Draft saved', description: `${name} is saved as a draft.` };
  }
  if (now === 'scheduled') {
    return { title: 'Post scheduled', description: `${name} goes live ${formatDateTime(saved.publishedAt ?? '', timeZone)}.` };
  }
  return was === 'published'
    ? { title: 'Post updated', description: 'The changes are live.' }
    : { title: 'Post published', description: `${name} is live on the blog.` };
}

export function EditorForm({
  post,
  site,
  imageInput: CoverInput,
  imagePicker,
  history: History,
  languageBar,
  onChanged,
  onDirtyChange,
}: {
  /** The post as the server has it; none for a new one. */
  post?: Post;
  site: SiteInfo;
  imageInput: MediaInput;
  imagePicker: MediaPicker;
  /** The History button (the app gives the history feature's). */
  history?: HistoryControl;
  /** Beside the title: the language switch of a site of several languages. */
  languageBar?: ComponentChildren;
  /** The post as the server answered a save or a restore. */
  onChanged?: (post: Post) => void;
  /** Whether the form holds changes not saved, each time that changes. */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const [, navigate] = useLocation();
  const timeZone = usableTimeZone(site.timeZone);
  const ids = { category: useId(), author: useId() };
  const create = useCreatePost();
  const update = useUpdatePost();
  const facets = usePostFacets();
  const restored = useRestoredPost();

  const editor = useEditor<PostFormValues, Post, SaveIntent, PostFormErrors>({
    what: 'post',
    item: post,
    formOf: (saved) => formFromPost(saved, timeZone),
    empty: EMPTY_POST_FORM,
    draftKeyOf: (saved) => draftKey(saved?.id ?? 'new'),
    readDraft: readPostValues,
    same: sameForm,
    fields: POST_FIELDS,
    comparable: (values) => values,
    slugFollowsTitle: true,
    validate: (values) => validatePostForm(values),
    fromServer: formErrorsFromServer,
    send: (values, intent, current, saved) => {
      const input = toPostInput(values, intent, timeZone, current ? saved : undefined);
      return current ? update.mutateAsync({ id: current.id, input, version: current.version }) : create.mutateAsync(input);
    },
    busy: create.isPending || update.isPending,
    // Read at the time of a save: it is made from the values below.
    slugCheck: () => slugCheck,
    savedToast: (saved, before) => savedToast(saved, before, timeZone),
    onSaved: (saved, before) => {
      onChanged?.(saved);
      if (!before || saved.slug !== before.slug) navigate(paths.admin.blogPostEditOf(saved.slug), { replace: true });
    },
  });

  const { current, values, errors } = editor;
  useEffect(() => onDirtyChange?.(editor.dirty), [editor.dirty]);
  const fallbackSlug = slugify(values.title);
  const slugCheck = useSlugCheck(values.slug || fallbackSlug, current);
  const state: DisplayStatus | 'new' = current ? displayStatus(current) : 'new';
  const actions = saveActions(state, values.publishAt, editor.saved.publishAt, timeZone);

  function set(field: PostField, value: string) {
    const follows = field === 'title' && !editor.slugEdited;
    // Emptied, the slug follows the title again.
    if (field === 'slug') editor.setSlugEdited(value.trim() !== '');
    editor.change((now) => ({ ...now, [field]: value, ...(follows ? { slug: slugify(value) } : {}) }));
  }

  const count = (field: keyof typeof LIMITS) => lengthCount(values[field], LIMITS[field]);

  /** A version restored from the History: the form holds it, the caches have it, and the address
   * follows its slug. */
  function showRestored(post: Post) {
    const before = current;
    editor.replaceWith(post);
    restored(post);
    onChanged?.(post);
    if (before && post.slug !== before.slug) navigate(paths.admin.blogPostEditOf(post.slug), { replace: true });
  }

  return (
    <>
      <PageHeader
        title={current ? 'Edit post' : 'New post'}
        actions={languageBar}
        description={
          <Link href={paths.admin.blogPosts} class="inline-flex items-center gap-1 hover:text-ink hover:underline">
            <ArrowLeft size={14} aria-hidden="true" />
            All posts
          </Link>
        }
      />
      <EditorShell
        editor={editor}
        what="post"
        label={current ? `Edit “${current.title}”` : 'New post'}
        timeZone={timeZone}
        notSaved="Not saved yet"
        history={
          History &&
          current && (
            <History
              kind="post"
              itemId={current.id}
              name={`“${current.title}”`}
              current={current}
              version={current.version}
              fields={POST_HISTORY_FIELDS}
              comparable={(item) => historyValues(item as Post, timeZone)}
              dirty={editor.dirty}
              timeZone={timeZone}
              disabled={editor.busy}
              onRestored={(item) => showRestored(item as Post)}
            />
          )
        }
        primary={actions.primary}
        others={actions.others}
        onSubmit={actions.onSubmit}
        leaving={values.title.trim() ? `“${values.title.trim()}”` : 'this post'}
      >
        <div class="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div class="flex min-w-0 flex-col gap-5">
            <Field label="Title" error={errors.title}>
              {(control) => (
                <input
                  {...control}
                  name="title"
                  type="text"
                  value={values.title}
                  autoComplete="off"
                  onInput={(event) => set('title', (event.currentTarget as HTMLInputElement).value)}
                  class={fieldControlClasses(!!errors.title, 'h-12 rounded-lg px-3.5 text-lg font-semibold')}
                />
              )}
            </Field>
            <SlugField
              value={values.slug}
              fallback={fallbackSlug}
              check={slugCheck}
              error={errors.slug}
              publishedSlug={current && state === 'published' ? current.slug : undefined}
              onInput={(value) => set('slug', value)}
            />
            <Field
              label="Excerpt"
              optional
              error={errors.excerpt}
              hint={`${count('excerpt')} · On the blog’s cards and, without an SEO description, in search results.`}
            >
              {(control) => (
                <Textarea
                  {...control}
                  name="excerpt"
                  rows={3}
                  value={values.excerpt}
                  onInput={(event) => set('excerpt', (event.currentTarget as HTMLTextAreaElement).value)}
                />
              )}
            </Field>
          </div>
          <PublishPanel
            post={current}
            value={values.publishAt}
            timeZone={timeZone}
            error={errors.publishAt}
            onInput={(value) => set('publishAt', value)}
          />
        </div>

        <Field
          label="Body"
          error={errors.bodyMarkdown}
          hint="Markdown. The preview is rendered by the server, exactly as visitors will get it."
        >
          {(control) => (
            <MarkdownEditor
              control={control}
              value={values.bodyMarkdown}
              onChange={(value) => set('bodyMarkdown', value)}
              imagePicker={imagePicker}
            />
          )}
        </Field>

        <div class="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <Panel class="flex flex-col gap-4 p-4">
            <h2 class="font-sans text-sm font-semibold">Details</h2>
            {(['category', 'author'] as const).map((field) => (
              <InputField
                key={field}
                label={field === 'category' ? 'Category' : 'Author'}
                hint={field === 'category' ? 'Posts of one category are listed together on the blog.' : undefined}
                error={errors[field]}
                name={field}
                value={values[field]}
                list={ids[field]}
                autoComplete="off"
                onValue={(value) => set(field, value)}
              />
            ))}
            <Field
              label="Cover image"
              optional
              error={errors.coverImage}
              hint="From the library, or an http(s) address. On the blog’s cards, atop the article and on shared links."
            >
              {(control) => (
                <CoverInput
                  {...control}
                  name="coverImage"
                  value={values.coverImage}
                  onInput={(event) => set('coverImage', (event.currentTarget as HTMLInputElement).value)}
                  onValueChange={(value) => set('coverImage', value)}
                />
              )}
            </Field>
            <datalist id={ids.category}>
              {facets.data?.categories.map((c) => <option key={c.slug} value={c.name} />)}
            </datalist>
            <datalist id={ids.author}>
              {facets.data?.authors.map((name) => <option key={name} value={name} />)}
            </datalist>
          </Panel>
          <SeoPanel
            post={{ ...values, slug: values.slug || fallbackSlug }}
            site={site}
            errors={errors}
            onInput={(field, value) => set(field, value)}
          />
        </div>

      </EditorShell>
    </>
  );
}
