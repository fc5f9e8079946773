// The case study editor ("case studies use the same editor" as the blog's posts): the editor
// shell (components/editor) with a case study's fields: the slug (made from the project's
// title), the client, the results, the Markdown body, the gallery, the video and the SEO fields;
// the buttons its state calls for (save draft, publish, update, unpublish), its History and "View
// page" once it is saved and on the site, and Delete (to the trash, for 30 days).

import { ExternalLink, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { EditorShell } from '@/components/editor/editor-shell';
import { MarkdownEditor } from '@/components/editor/markdown-editor';
import { SeoPanel } from '@/components/editor/seo-panel';
import { type SlugCheck, SlugField } from '@/components/editor/slug-field';
import { StatusBadge } from '@/components/editor/status-badge';
import { useEditor } from '@/components/editor/use-editor';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import type { HistoryControl } from '@/components/ui/history-slot';
import { InputField } from '@/components/ui/input-field';
import type { MediaInput, MediaPicker } from '@/components/ui/media-slots';
import { Panel } from '@/components/ui/panel';
import { TRASH_DAYS } from '@/config/constants';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { clearDraft } from '@/lib/draft-storage';
import { lengthCount } from '@/lib/text-limits';
import { toast, type ToastInput } from '@/lib/toast';
import type { CaseStudy } from '@/types/case-studies';
import type { Project } from '@/types/content';
import type { PostStatus } from '@/types/posts';
import { useCaseStudies, useDeleteCaseStudy, useMediaMap, useRestoredCaseStudy, useSaveCaseStudy } from '../api/case-studies';
import {
  CASE_STUDY_FIELDS,
  CASE_STUDY_HISTORY_FIELDS,
  type CaseStudyFormErrors,
  type CaseStudyFormValues,
  comparableForm,
  formErrorsFromServer,
  formFromCaseStudy,
  historyValues,
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
import { GalleryEditor } from './gallery-editor';
import { ResultsEditor } from './results-editor';

export interface SiteInfo {
  name: string;
  publicUrl: string;
  /** The site's time zone: the "Saved …" times are on its clock. */
  timeZone?: string;
}

/** The key of a project's unsaved case study in this browser. */
export const caseStudyDraftKey = (projectId: number) => `caseStudyDraft:${projectId}`;

/** What the toast says once the server has `saved` the case study that was `before`. */
function savedToast(saved: CaseStudy, before: CaseStudy | undefined, project: string): ToastInput {
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

export function EditorForm({
  project,
  projects,
  study,
  fallbackSlug,
  site,
  videoInput: VideoInput,
  picker,
  onDeleted,
  history: History,
  onChanged,
  onDirtyChange,
}: {
  project: Project;
  /** Every project: the one whose case study holds a slug is named. */
  projects: readonly Project[];
  /** The case study as the server has it; null for one not written yet. */
  study: CaseStudy | null;
  /** The slug the server makes from the project's title. */
  fallbackSlug: string;
  site: SiteInfo;
  videoInput: MediaInput;
  picker: MediaPicker;
  onDeleted: () => void;
  /** The History button (the app gives the history feature's). */
  history?: HistoryControl;
  /** The case study as the server answered a save or a restore. */
  onChanged?: (study: CaseStudy) => void;
  /** Whether the form holds changes not saved, each time that changes. */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const ids = { resultsHint: useId(), galleryHint: useId(), galleryError: useId() };
  const save = useSaveCaseStudy();
  const remove = useDeleteCaseStudy();
  const studies = useCaseStudies();
  const media = useMediaMap();
  const restored = useRestoredCaseStudy();

  const editor = useEditor<CaseStudyFormValues, CaseStudy, PostStatus, CaseStudyFormErrors>({
    what: 'case study',
    item: study ?? undefined,
    formOf: formFromCaseStudy,
    empty: newCaseStudyForm(fallbackSlug),
    draftKeyOf: () => caseStudyDraftKey(project.id),
    readDraft: readFormValues,
    same: sameForm,
    fields: CASE_STUDY_FIELDS,
    comparable: comparableForm,
    validate: validateCaseStudyForm,
    fromServer: formErrorsFromServer,
    serverMessagesStay: true,
    // Based on the version loaded: 0 for one not written yet (someone else's meanwhile is a 412).
    send: (values, status, current, saved) =>
      save.mutateAsync({ projectId: project.id, input: toCaseStudyInput(values, status, current ? saved : undefined), version: current?.version ?? 0 }),
    busy: save.isPending || remove.isPending,
    // Read at the time of a save: it is made from the values below.
    slugCheck: () => slugCheck,
    savedToast: (saved, before) => savedToast(saved, before, project.title),
    onSaved: (saved) => onChanged?.(saved),
  });
  const { current, values, errors, busy } = editor;
  useEffect(() => onDirtyChange?.(editor.dirty), [editor.dirty]);

  const slug = values.slug.trim() || current?.slug || fallbackSlug;
  const owner = studies.data?.find((s) => s.slug === slug && s.projectId !== project.id);
  const ownerTitle = owner && (projects.find((p) => p.id === owner.projectId)?.title ?? 'another project');
  const slugCheck: SlugCheck =
    !slug || studies.isError
      ? { state: 'idle' }
      : studies.isPending
        ? { state: 'checking' }
        : owner && ownerTitle
          ? {
              state: 'taken',
              by: { id: owner.projectId, title: ownerTitle },
              message: `“${slug}” is the address of the case study of “${ownerTitle}”: choose another slug.`,
            }
          : { state: slug === current?.slug ? 'idle' : 'free' };

  /** Once a save has been refused here, every change is checked again; after the server's
   * refusal, its messages stay (a row's move takes them along) until their field is edited. */
  function change(
    update: (now: CaseStudyFormValues) => CaseStudyFormValues,
    how: { edited?: string; moved?: { list: 'results' | 'gallery'; order: number[] } },
  ) {
    editor.change(update, (now) => {
      const kept = how.moved ? reindexErrors(now, how.moved.list, how.moved.order) : { ...now };
      if (how.edited) delete kept[how.edited];
      return kept;
    });
  }

  const set = (field: TextField, value: string) => change((now) => ({ ...now, [field]: value }), { edited: field });
  const setList =
    <L extends 'results' | 'gallery'>(list: L) =>
    (items: CaseStudyFormValues[L], how: ListChange) =>
      change((now) => ({ ...now, [list]: items }), how.kind === 'reorder' ? { moved: { list, order: how.order } } : { edited: how.key });

  async function confirmDelete() {
    try {
      if (!current) return;
      await remove.mutateAsync({ projectId: project.id, version: current.version });
      clearDraft(editor.draftKey);
      setConfirmingDelete(false);
      toast({
        title: 'Case study deleted',
        description: `“${project.title}” no longer has a case study; it is in the Trash for ${TRASH_DAYS} days, where it can be restored.`,
      });
      onDeleted();
    } catch (error) {
      setConfirmingDelete(false);
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to delete the case study.') });
    }
  }

  const count = (field: keyof typeof LIMITS) => lengthCount(values[field], LIMITS[field]);
  const galleryError = errors.gallery;
  const published = current?.status === 'published';

  return (
    <>
      <EditorShell
        editor={editor}
        what="case study"
        label={`Case study of “${project.title}”`}
        timeZone={site.timeZone}
        notSaved="Not written yet"
        badge={current && <StatusBadge status={current.status} />}
        history={
          History &&
          current && (
            <History
              kind="caseStudy"
              itemId={project.id}
              name={`the case study of “${project.title}”`}
              current={current}
              version={current.version}
              fields={CASE_STUDY_HISTORY_FIELDS}
              comparable={(item) => historyValues(item as CaseStudy)}
              dirty={editor.dirty}
              timeZone={site.timeZone}
              disabled={busy}
              onRestored={(item) => {
                editor.replaceWith(item as CaseStudy);
                restored();
                onChanged?.(item as CaseStudy);
              }}
            />
          )
        }
        links={
          current?.status === 'published' && (
            <a href={paths.workOf(current.slug)} target="_blank" rel="noopener" class={buttonClasses('ghost', 'sm')}>
              <ExternalLink size={14} aria-hidden="true" />
              View page<span class="sr-only"> (opens in a new tab)</span>
            </a>
          )
        }
        primary={{ label: published ? 'Update' : 'Publish', intent: 'published' }}
        others={[{ label: published ? 'Unpublish' : 'Save draft', intent: 'draft' }]}
        // Enter and Ctrl+S save in the state the case study is in: a draft stays a draft.
        onSubmit={published ? 'published' : 'draft'}
        leaving={`the case study of “${project.title}”`}
      >
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
          <InputField
            label="Client"
            optional
            error={errors.client}
            hint={`${count('client')} · Who the work was for, as the page names them.`}
            name="client"
            value={values.client}
            autoComplete="off"
            onValue={(value) => set('client', value)}
          />
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
      </EditorShell>

      <ConfirmDialog
        open={confirmingDelete}
        title="Delete the case study?"
        confirmLabel="Delete case study"
        busyLabel="Deleting…"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirmingDelete(false)}
      >
        The case study of “{project.title}” will be removed{current?.status === 'published' ? ' from the site' : ''} and kept in
        the Trash for {TRASH_DAYS} days, where it can be restored. The project stays.
      </ConfirmDialog>
    </>
  );
}
