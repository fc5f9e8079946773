// The case study editor ("case studies use the same editor" as the blog's posts): the slug, the
// client, the results, the gallery, the video, the Markdown body with the server's live preview
// and the SEO fields, with the buttons its state calls for (save draft, publish, update,
// unpublish) in a bar that stays in view, "View page" once it is on the site, and Delete.
// Unsaved work is never lost silently: it is kept in this browser as it is typed (and offered
// back after a reload or a crash), and leaving the page with it asks first. The Markdown editor,
// slug field, SEO panel and draft keeping are the post editor's own (features/posts).

import { ExternalLink, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Panel } from '@/components/ui/panel';
import { paths } from '@/config/paths';
import { MarkdownEditor } from '@/features/posts/components/markdown-editor';
import { PostStatusBadge } from '@/features/posts/components/post-status-badge';
import { SeoPanel } from '@/features/posts/components/seo-panel';
import { SlugField } from '@/features/posts/components/slug-field';
import { clearDraft, loadDraft, saveDraft, type StoredDraft } from '@/features/posts/draft-storage';
import type { ImageInput } from '@/features/posts/media-slots';
import { useKeptDraft } from '@/features/posts/use-kept-draft';
import type { SlugCheck } from '@/features/posts/use-slug-check';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { toast, type ToastInput } from '@/lib/toast';
import { useLeaveGuard } from '@/lib/use-leave-guard';
import type { CaseStudy } from '@/types/case-studies';
import type { Project } from '@/types/content';
import type { PostStatus } from '@/types/posts';
import { useCaseStudies, useDeleteCaseStudy, useMediaMap, useSaveCaseStudy } from '../api/case-studies';
import {
  type CaseStudyFormErrors,
  type CaseStudyFormValues,
  formErrorsFromServer,
  formFromCaseStudy,
  LIMITS,
  type ListChange,
  listHasErrors,
  newCaseStudyForm,
  readFormValues,
  reindexErrors,
  sameForm,
  type TextField,
  toCaseStudyInput,
  validateCaseStudyForm,
} from '../case-study-form';
import { CASE_STUDY_SEO } from '../case-study-seo';
import type { MediaPicker } from '../media-slots';
import { GalleryEditor } from './gallery-editor';
import { ResultsEditor } from './results-editor';
import { RestoredDraftAlert } from '@/features/posts/components/restored-draft-alert';

export interface SiteInfo {
  name: string;
  publicUrl: string;
  /** The site's time zone: the "Saved …" times are on its clock. */
  timeZone?: string;
}

/** The key of a project's unsaved case study in this browser. */
export const caseStudyDraftKey = (projectId: number) => `caseStudyDraft:${projectId}`;

/** What the toast says once the server has `saved` the case study that was `before`. */
function savedToast(saved: CaseStudy, before: CaseStudy | null, project: string): ToastInput {
  const name = `The case study of “${project}”`;
  if (saved.status === 'draft') {
    return before?.status === 'published'
      ? { title: 'Case study unpublished', description: `${name} is a draft again: visitors no longer see it.` }
      : { title: 'Draft saved', description: `${name} is saved as a draft.` };
  }
  return before?.status === 'published'
    ? { title: 'Case study updated', description: 'The changes are live.' }
    : { title: 'Case study published', description: `${name} is live at ${paths.workOf(saved.slug)}.` };
}

/** The form's first values: a draft kept in this browser when it differs from the saved ones. */
function startingPoint(study: CaseStudy | null, fallbackSlug: string, key: string) {
  const saved = study ? formFromCaseStudy(study) : newCaseStudyForm(fallbackSlug);
  const kept = loadDraft(key, readFormValues);
  const restored = kept && !sameForm(kept.values, saved) ? kept : null;
  return { saved, restored };
}

export function EditorForm({
  project,
  projects,
  study,
  fallbackSlug,
  site,
  videoInput: VideoInput,
  picker,
  onDeleted,
}: {
  project: Project;
  /** Every project: the one whose case study holds a slug is named. */
  projects: readonly Project[];
  /** The case study as the server has it; null for one not written yet. */
  study: CaseStudy | null;
  /** The slug the server makes from the project's title. */
  fallbackSlug: string;
  site: SiteInfo;
  videoInput: ImageInput;
  picker: MediaPicker;
  onDeleted: () => void;
}) {
  const key = caseStudyDraftKey(project.id);
  const [start] = useState(() => startingPoint(study, fallbackSlug, key));
  const [current, setCurrent] = useState(study);
  const [saved, setSaved] = useState(start.saved);
  const [restored, setRestored] = useState<StoredDraft<CaseStudyFormValues> | null>(start.restored);
  const [values, setValues] = useState<CaseStudyFormValues>(start.restored?.values ?? start.saved);
  const [errors, setErrors] = useState<CaseStudyFormErrors>({});
  const [checked, setChecked] = useState<PostStatus | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const latest = useRef(values);
  latest.current = values;
  const form = useRef<HTMLFormElement>(null);
  const ids = { resultsHint: useId(), galleryHint: useId(), galleryError: useId() };

  const save = useSaveCaseStudy();
  const remove = useDeleteCaseStudy();
  const studies = useCaseStudies();
  const media = useMediaMap();
  const busy = save.isPending || remove.isPending;
  const dirty = !sameForm(values, saved);
  const kept = useKeptDraft(key, dirty ? { values, slugEdited: true, baseUpdatedAt: current?.updatedAt ?? null } : null);
  const guard = useLeaveGuard(dirty);
  const status: PostStatus | 'new' = current ? current.status : 'new';

  const slug = values.slug.trim() || current?.slug || fallbackSlug;
  const owner = studies.data?.find((s) => s.slug === slug && s.projectId !== project.id);
  const slugCheck: SlugCheck =
    !slug || studies.isError
      ? { state: 'idle' }
      : studies.isPending
        ? { state: 'checking' }
        : owner
          ? {
              state: 'taken',
              by: { id: owner.projectId, title: projects.find((p) => p.id === owner.projectId)?.title ?? 'another project' },
              message: `“${slug}” is the address of the case study of “${projects.find((p) => p.id === owner.projectId)?.title ?? 'another project'}”: choose another slug.`,
            }
          : { state: slug === current?.slug ? 'idle' : 'free' };

  /** Sets the values. Once a save has been refused here, every change is checked again; after
   * the server's refusal, its messages stay (a row's move takes them along) until their field is
   * edited. */
  function change(next: CaseStudyFormValues, how: { edited?: string; moved?: { list: 'results' | 'gallery'; order: number[] } } = {}) {
    setValues(next);
    if (checked) {
      setErrors(validateCaseStudyForm(next, checked));
      return;
    }
    setErrors((now) => {
      const kept = how.moved ? reindexErrors(now, how.moved.list, how.moved.order) : { ...now };
      if (how.edited) delete kept[how.edited];
      return kept;
    });
  }

  const set = (field: TextField, value: string) => change({ ...values, [field]: value }, { edited: field });
  const setList =
    <L extends 'results' | 'gallery'>(list: L) =>
    (items: CaseStudyFormValues[L], how: ListChange) =>
      change({ ...values, [list]: items }, how.kind === 'reorder' ? { moved: { list, order: how.order } } : { edited: how.key });

  function focusFirstInvalid() {
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"] button')?.focus());
  }

  async function submit(target: PostStatus) {
    if (busy) return;
    setChecked(target);
    const found = validateCaseStudyForm(values, target);
    if (slugCheck.state === 'taken') found.slug ??= slugCheck.message;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast({ variant: 'destructive', title: 'Check the case study', description: 'Some fields need attention before saving.' });
      focusFirstInvalid();
      return;
    }
    const sent = values;
    try {
      const result = await save.mutateAsync({ projectId: project.id, input: toCaseStudyInput(sent, target) });
      const now = formFromCaseStudy(result);
      // Typing went on while the request ran: that stays, unsaved (and kept on this device).
      const typed = !sameForm(latest.current, sent);
      clearDraft(key);
      if (typed) saveDraft(key, { values: latest.current, slugEdited: true, baseUpdatedAt: result.updatedAt, savedAt: new Date().toISOString() });
      setCurrent(result);
      setSaved(now);
      if (!typed) setValues(now);
      setRestored(null);
      setErrors({});
      setChecked(null);
      toast(savedToast(result, current, project.title));
    } catch (error) {
      if (error instanceof ApiError) {
        // The server's messages stand until their fields are edited (the form's own checks pass).
        setChecked(null);
        if (error.status === 409) setErrors({ slug: error.serverMessage ?? 'Another case study has this slug: choose another one.' });
        else if (error.status === 422) setErrors(formErrorsFromServer(error.fieldErrors));
      }
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to save the case study.') });
      focusFirstInvalid();
    }
  }

  async function confirmDelete() {
    try {
      await remove.mutateAsync(project.id);
      clearDraft(key);
      setConfirmingDelete(false);
      toast({ title: 'Case study deleted', description: `“${project.title}” no longer has a case study; its card no longer links to one.` });
      onDeleted();
    } catch (error) {
      setConfirmingDelete(false);
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to delete the case study.') });
    }
  }

  function discardRestored() {
    setValues(saved);
    setRestored(null);
    setErrors({});
    clearDraft(key);
  }

  // Enter and Ctrl+S save in the state the case study is in: a draft stays a draft.
  const onSubmit: PostStatus = status === 'published' ? 'published' : 'draft';
  const count = (field: keyof typeof LIMITS) => `${[...values[field].trim()].length}/${LIMITS[field][1]}`;
  const statusLine = busy
    ? 'Saving…'
    : dirty
      ? kept
        ? 'Unsaved changes · kept in this browser'
        : 'Unsaved changes'
      : current
        ? `Saved ${formatDateTime(current.updatedAt, site.timeZone)}`
        : 'Not written yet';
  const galleryError = errors.gallery;

  return (
    <>
      {restored && (
        <RestoredDraftAlert
          savedAt={restored.savedAt}
          savedSince={!!current && restored.baseUpdatedAt !== current.updatedAt}
          what="case study"
          timeZone={site.timeZone}
          onKeep={() => setRestored(null)}
          onDiscard={discardRestored}
        />
      )}

      <form
        ref={form}
        noValidate
        aria-label={`Case study of “${project.title}”`}
        onSubmit={(event) => {
          event.preventDefault();
          void submit(onSubmit);
        }}
        onKeyDown={(event) => {
          if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
            event.preventDefault();
            void submit(onSubmit);
          }
        }}
        class="flex flex-col gap-6"
      >
        <div class="sticky top-14 z-20 -mx-4 -mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-line bg-canvas/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 md:top-0 md:-mx-10 md:px-10">
          <p class="flex items-center gap-2 text-xs text-muted">
            {current && <PostStatusBadge status={current.status} />}
            <span role="status">{statusLine}</span>
          </p>
          <div class="flex flex-wrap items-center gap-2">
            {current?.status === 'published' && (
              <a href={paths.workOf(current.slug)} target="_blank" rel="noopener" class={buttonClasses('ghost', 'sm')}>
                <ExternalLink size={14} aria-hidden="true" />
                View page<span class="sr-only"> (opens in a new tab)</span>
              </a>
            )}
            {status === 'published' ? (
              <>
                <Button variant="secondary" size="sm" disabled={busy} onClick={() => void submit('draft')}>
                  Unpublish
                </Button>
                <Button variant="primary" size="sm" disabled={busy} onClick={() => void submit('published')}>
                  Update
                </Button>
              </>
            ) : (
              <>
                <Button variant="secondary" size="sm" disabled={busy} onClick={() => void submit('draft')}>
                  Save draft
                </Button>
                <Button variant="primary" size="sm" disabled={busy} onClick={() => void submit('published')}>
                  Publish
                </Button>
              </>
            )}
          </div>
        </div>

        <div class="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <SlugField
            value={values.slug}
            fallback={current?.slug ?? fallbackSlug}
            check={slugCheck}
            error={errors.slug}
            prefix="/work/"
            madeFrom="the project’s title"
            onInput={(value) => set('slug', value)}
          />
          <Field label="Client" optional error={errors.client} hint={`${count('client')} · Who the work was for, as the page names them.`}>
            {(control) => (
              <Input
                {...control}
                name="client"
                value={values.client}
                autoComplete="off"
                onInput={(event) => set('client', (event.currentTarget as HTMLInputElement).value)}
              />
            )}
          </Field>
        </div>

        <Panel class="flex flex-col gap-3 p-4">
          <h2 class="font-sans text-sm font-semibold">Results</h2>
          <p id={ids.resultsHint} class="-mt-2 text-xs text-muted">
            Short figures the page shows big: “+240%” of “reach in 90 days”. Alt+↑ and Alt+↓ move a row.
          </p>
          {errors.results && (
            <p role="alert" class="text-xs font-medium text-danger">
              {errors.results}
            </p>
          )}
          <ResultsEditor results={values.results} errors={errors} onChange={setList('results')} />
        </Panel>

        <Field
          label="Body"
          error={errors.bodyMarkdown}
          hint={`${count('bodyMarkdown')} · Markdown: the story of the work. The preview is rendered by the server, exactly as visitors will get it.`}
        >
          {(control) => (
            <MarkdownEditor control={control} value={values.bodyMarkdown} onChange={(value) => set('bodyMarkdown', value)} imagePicker={picker} />
          )}
        </Field>

        <Panel class="flex flex-col gap-3 p-4">
          <h2 class="font-sans text-sm font-semibold">Gallery</h2>
          <p id={ids.galleryHint} class="-mt-2 text-xs text-muted">
            Images from the library, in the page’s order. Alt+← and Alt+→ move the image that has the focus.
          </p>
          {galleryError && (
            <p id={ids.galleryError} role="alert" class="text-xs font-medium text-danger">
              {galleryError}
            </p>
          )}
          <div data-invalid={listHasErrors(errors, 'gallery') ? 'true' : undefined}>
            <GalleryEditor
              gallery={values.gallery}
              errors={errors}
              media={media.data ?? {}}
              picker={picker}
              describedBy={[ids.galleryHint, galleryError && ids.galleryError].filter(Boolean).join(' ')}
              onChange={setList('gallery')}
            />
          </div>
        </Panel>

        <div class="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <Panel class="flex flex-col gap-4 p-4">
            <h2 class="font-sans text-sm font-semibold">Video</h2>
            <Field
              label="Video"
              optional
              error={errors.video}
              hint="A video of the library, or an http(s) address. The page shows it with its own player."
            >
              {(control) => (
                <VideoInput
                  {...control}
                  name="video"
                  value={values.video}
                  placeholder="/media/…mp4"
                  onInput={(event) => set('video', (event.currentTarget as HTMLInputElement).value)}
                  onValueChange={(value) => set('video', value)}
                />
              )}
            </Field>
          </Panel>
          <SeoPanel
            post={{ title: project.title, excerpt: project.description, seoTitle: values.seoTitle, seoDescription: values.seoDescription, slug }}
            site={site}
            kind={CASE_STUDY_SEO}
            errors={errors}
            onInput={(field, value) => set(field, value)}
          />
        </div>

        {current && (
          <section aria-labelledby="danger-zone" class="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-danger/30 p-4">
            <div>
              <h2 id="danger-zone" class="font-sans text-sm font-semibold">
                Delete the case study
              </h2>
              <p class="text-xs text-muted">The project stays; its card no longer links to a page.</p>
            </div>
            <Button variant="secondary" size="sm" class="hover:!border-danger hover:!text-danger" disabled={busy} onClick={() => setConfirmingDelete(true)}>
              <Trash2 size={14} aria-hidden="true" />
              Delete case study
            </Button>
          </section>
        )}
      </form>

      <ConfirmDialog
        open={confirmingDelete}
        title="Delete the case study?"
        confirmLabel="Delete case study"
        busyLabel="Deleting…"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirmingDelete(false)}
      >
        The case study of “{project.title}” will be removed{current?.status === 'published' ? ' from the site' : ''}. The project stays. This cannot be undone.
      </ConfirmDialog>

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
        Your changes to the case study of “{project.title}” are not saved. Leaving discards them.
      </ConfirmDialog>
    </>
  );
}
