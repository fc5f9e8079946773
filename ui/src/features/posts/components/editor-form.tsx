// The post editor: title, slug, excerpt, the Markdown body with its live preview, category,
// author, cover, SEO fields and the publication time, with the save buttons the post's state
// calls for (save draft, publish now, schedule, update, unpublish) in a bar that stays in view
// at the top (the bottom edge is where toasts appear).
// Unsaved work is never lost silently: it is kept in this browser as it is typed (and offered
// back, with "Discard", after a reload or a crash), and leaving the page with it asks first.

import { ArrowLeft } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { fieldControlClasses, Input, Textarea } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { toast, type ToastInput } from '@/lib/toast';
import { useLeaveGuard } from '@/lib/use-leave-guard';
import type { Post } from '@/types/posts';
import { useCreatePost, usePostFacets, useUpdatePost } from '../api/posts';
import { clearDraft, draftKey, loadDraft, saveDraft, type StoredDraft } from '../draft-storage';
import type { ImageInput, ImagePicker } from '../media-slots';
import {
  EMPTY_POST_FORM,
  formErrorsFromServer,
  formFromPost,
  LIMITS,
  type PostField,
  type PostFormErrors,
  type PostFormValues,
  sameForm,
  type SaveIntent,
  toPostInput,
  validatePostForm,
} from '../post-form';
import { type DisplayStatus, displayStatus } from '../post-status';
import { isFuture, usableTimeZone } from '../publish-time';
import { slugify } from '../slugify';
import { useKeptDraft } from '../use-kept-draft';
import { useSlugCheck } from '../use-slug-check';
import { MarkdownEditor } from './markdown-editor';
import { PublishPanel } from './publish-panel';
import { SeoPanel } from './seo-panel';
import { SlugField } from './slug-field';
import { RestoredDraftAlert } from './restored-draft-alert';

export interface SiteInfo {
  name: string;
  publicUrl: string;
  /** The site's IANA time zone: publication times are typed and shown on its clock. */
  timeZone: string;
}

interface Action {
  label: string;
  intent: SaveIntent;
}

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

/** The form's first values: a draft kept in this browser when it differs from the saved post. */
function startingPoint(post: Post | undefined, timeZone: string) {
  const saved = post ? formFromPost(post, timeZone) : EMPTY_POST_FORM;
  const kept = loadDraft(draftKey(post?.id ?? 'new'));
  const restored = kept && !sameForm(kept.values, saved) ? kept : null;
  return { saved, restored };
}

export function EditorForm({
  post,
  site,
  imageInput: CoverInput,
  imagePicker,
}: {
  /** The post as the server has it; none for a new one. */
  post?: Post;
  site: SiteInfo;
  imageInput: ImageInput;
  imagePicker: ImagePicker;
}) {
  const [, navigate] = useLocation();
  const timeZone = usableTimeZone(site.timeZone);
  const [start] = useState(() => startingPoint(post, timeZone));
  const [current, setCurrent] = useState(post);
  const [saved, setSaved] = useState(start.saved);
  const [restored, setRestored] = useState<StoredDraft | null>(start.restored);
  const [values, setValues] = useState<PostFormValues>(start.restored?.values ?? start.saved);
  const [slugEdited, setSlugEdited] = useState(start.restored?.slugEdited ?? post !== undefined);
  const [errors, setErrors] = useState<PostFormErrors>({});
  const [checked, setChecked] = useState(false);
  const latest = useRef(values);
  latest.current = values;
  const form = useRef<HTMLFormElement>(null);
  const ids = { categories: useId(), authors: useId() };

  const create = useCreatePost();
  const update = useUpdatePost();
  const facets = usePostFacets();
  const busy = create.isPending || update.isPending;
  const key = draftKey(current?.id ?? 'new');
  const dirty = !sameForm(values, saved);
  const kept = useKeptDraft(key, dirty ? { values, slugEdited, baseUpdatedAt: current?.updatedAt ?? null } : null);
  const guard = useLeaveGuard(dirty);
  const fallbackSlug = slugify(values.title);
  const slugCheck = useSlugCheck(values.slug || fallbackSlug, current);

  const state: DisplayStatus | 'new' = current ? displayStatus(current) : 'new';
  const actions = saveActions(state, values.publishAt, saved.publishAt, timeZone);

  function set(field: PostField, value: string) {
    const next = { ...values, [field]: value };
    if (field === 'title' && !slugEdited) next.slug = slugify(value);
    // Emptied, the slug follows the title again.
    if (field === 'slug') setSlugEdited(value.trim() !== '');
    setValues(next);
    if (checked) setErrors(validatePostForm(next));
  }

  function focusFirstInvalid() {
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  async function save(intent: SaveIntent) {
    if (busy) return;
    setChecked(true);
    const found = validatePostForm(values);
    if (slugCheck.state === 'taken') found.slug ??= slugCheck.message;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast({ variant: 'destructive', title: 'Check the post', description: 'Some fields need attention before saving.' });
      focusFirstInvalid();
      return;
    }
    const sent = values;
    try {
      const input = toPostInput(sent, intent, timeZone, current ? saved : undefined);
      const result = current ? await update.mutateAsync({ id: current.id, input }) : await create.mutateAsync(input);
      const now = formFromPost(result, timeZone);
      // Typing went on while the request ran: that stays, unsaved (and kept on this device).
      const typed = !sameForm(latest.current, sent);
      clearDraft(key);
      if (typed) saveDraft(draftKey(result.id), { values: latest.current, slugEdited: true, baseUpdatedAt: result.updatedAt, savedAt: new Date().toISOString() });
      setCurrent(result);
      setSaved(now);
      if (!typed) setValues(now);
      setSlugEdited(true);
      setRestored(null);
      setErrors({});
      setChecked(false);
      toast(savedToast(result, current, timeZone));
      if (!current || result.slug !== current.slug) navigate(paths.admin.blogPostEditOf(result.slug), { replace: true });
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.status === 409) setErrors({ slug: error.serverMessage ?? 'Another post has this slug: choose another one.' });
        else if (error.status === 422) setErrors(formErrorsFromServer(error.fieldErrors));
      }
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to save the post.') });
      focusFirstInvalid();
    }
  }

  function discardRestored() {
    setValues(saved);
    setSlugEdited(current !== undefined);
    setRestored(null);
    setErrors({});
    clearDraft(key);
  }

  const count = (field: keyof typeof LIMITS) => `${[...values[field].trim()].length}/${LIMITS[field][1]}`;
  const statusLine = busy
    ? 'Saving…'
    : dirty
      ? kept
        ? 'Unsaved changes · kept in this browser'
        : 'Unsaved changes'
      : current
        ? `Saved ${formatDateTime(current.updatedAt, timeZone)}`
        : 'Not saved yet';

  return (
    <>
      <PageHeader
        title={current ? 'Edit post' : 'New post'}
        description={
          <Link href={paths.admin.blogPosts} class="inline-flex items-center gap-1 hover:text-ink hover:underline">
            <ArrowLeft size={14} aria-hidden="true" />
            All posts
          </Link>
        }
      />

      {restored && (
        <RestoredDraftAlert
          savedAt={restored.savedAt}
          savedSince={!!current && restored.baseUpdatedAt !== current.updatedAt}
          what="post"
          timeZone={timeZone}
          onKeep={() => setRestored(null)}
          onDiscard={discardRestored}
        />
      )}

      <form
        ref={form}
        noValidate
        aria-label={current ? `Edit “${current.title}”` : 'New post'}
        onSubmit={(event) => {
          event.preventDefault();
          void save(actions.onSubmit);
        }}
        onKeyDown={(event) => {
          if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
            event.preventDefault();
            void save(actions.onSubmit);
          }
        }}
        class="flex flex-col gap-6"
      >
        <div class="sticky top-14 z-20 -mx-4 -mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-line bg-canvas/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 md:top-0 md:-mx-10 md:px-10">
          <p role="status" class="text-xs text-muted">
            {statusLine}
          </p>
          <div class="flex flex-wrap items-center gap-2">
            {actions.others.map((action) => (
              <Button key={action.label} variant="secondary" size="sm" disabled={busy} onClick={() => void save(action.intent)}>
                {action.label}
              </Button>
            ))}
            <Button variant="primary" size="sm" disabled={busy} onClick={() => void save(actions.primary.intent)}>
              {actions.primary.label}
            </Button>
          </div>
        </div>
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
            <Field label="Category" error={errors.category} hint="Posts of one category are listed together on the blog.">
              {(control) => (
                <Input
                  {...control}
                  name="category"
                  value={values.category}
                  list={ids.categories}
                  autoComplete="off"
                  onInput={(event) => set('category', (event.currentTarget as HTMLInputElement).value)}
                />
              )}
            </Field>
            <Field label="Author" error={errors.author}>
              {(control) => (
                <Input
                  {...control}
                  name="author"
                  value={values.author}
                  list={ids.authors}
                  autoComplete="off"
                  onInput={(event) => set('author', (event.currentTarget as HTMLInputElement).value)}
                />
              )}
            </Field>
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
            <datalist id={ids.categories}>
              {facets.data?.categories.map((c) => <option key={c.slug} value={c.name} />)}
            </datalist>
            <datalist id={ids.authors}>
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

      </form>

      <ConfirmDialog
        open={guard.pending !== null}
        title="Leave without saving?"
        confirmLabel="Discard and leave"
        onConfirm={() => {
          clearDraft(key);
          guard.leave();
        }}
        onCancel={guard.stay}
      >
        Your changes to {values.title.trim() ? `“${values.title.trim()}”` : 'this post'} are not saved. Leaving discards them.
      </ConfirmDialog>
    </>
  );
}
