// Site Content (issue #16; docs/DESIGN.md, "Site content"): the home page's words, the FAQ, the footer's
// links and the legal pages, one tab per part, each saved on its own. A tab keeps its unsaved
// changes while another is open (its name carries a dot), and leaving the screen with any asks
// first. The app lends the media picker, the Markdown editor and the public sections for the
// preview, so this feature imports no other.

import type { ComponentChildren } from 'preact';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Loading, LoadFailed } from '@/components/ui/load-state';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs } from '@/components/ui/tabs';
import { useLeaveGuard } from '@/lib/use-leave-guard';
import { useSiteContent, type VersionedContent } from '../api/site-content';
import { type FormId, FORMS, type FormState, isDirty, restoredForms, sharedSaved, startForm, withDraft } from '../forms';
import type { SiteContent } from '../types';
import type { Controls } from './form-context';
import { type Device, DEVICE_WIDTH } from './preview-frame';
import { SectionForm } from './section-form';

/** Draws the public part a form edits, from `content` (with the form's unsaved values); null
 * for a form without one. */
export type PreviewRenderer = (form: FormId, content: SiteContent) => ComponentChildren | null;

const DESCRIPTION = 'The words of the home page, the FAQ, the footer and the legal pages. Each tab saves on its own.';

export function SiteContentEditor({ controls, preview }: { controls: Controls; preview: PreviewRenderer }) {
  const content = useSiteContent();
  const header = (
    <PageHeader
      title="Site Content"
      description={DESCRIPTION}
      actions={
        <a href="/" target="_blank" rel="noopener" class={buttonClasses('secondary', 'sm')}>
          <ExternalLink size={14} aria-hidden="true" />
          View site
          <span class="sr-only"> (opens in a new tab)</span>
        </a>
      }
    />
  );
  if (content.isPending) {
    return (
      <>
        {header}
        <Loading label="Loading the site content" />
      </>
    );
  }
  if (content.isError) {
    return (
      <>
        {header}
        <LoadFailed title="Could not load the site content" error={content.error} onRetry={() => void content.refetch()} />
      </>
    );
  }
  return (
    <>
      {header}
      <Editor loaded={content.data} controls={controls} preview={preview} />
    </>
  );
}

function Editor({ loaded, controls, preview }: { loaded: VersionedContent; controls: Controls; preview: PreviewRenderer }) {
  const { content } = loaded;
  const [forms, setForms] = useState(
    () => Object.fromEntries(FORMS.map((spec) => [spec.id, startForm(spec, content, loaded.versions)])) as Record<FormId, FormState>,
  );
  // Wide windows show the preview at a desktop's width, narrow ones at a phone's.
  const [device, setDevice] = useState<Device>(() => (window.innerWidth >= DEVICE_WIDTH.desktop ? 'desktop' : 'phone'));
  const [showPreview, setShowPreview] = useState(false);
  const unsaved = FORMS.filter((spec) => isDirty(spec, forms[spec.id]));
  const guard = useLeaveGuard(unsaved.length > 0);

  const change = (id: FormId) => (update: (state: FormState) => FormState) =>
    setForms((now) => ({ ...now, [id]: update(now[id]) }));

  /** A form was saved: the other forms of its section move to the new version when their part
   * is as they had it (the legal pages share one section). */
  const saved = (id: FormId) => (answer: VersionedContent) =>
    setForms((now) => {
      const section = FORMS.find((spec) => spec.id === id)?.section;
      const next = { ...now };
      for (const spec of FORMS) {
        if (spec.id !== id && spec.section === section) next[spec.id] = sharedSaved(spec, now[spec.id], answer.content, answer.versions);
      }
      return next;
    });

  return (
    <>
      <Tabs
        label="Parts of the site"
        tabs={FORMS.map((spec) => {
          const dirty = unsaved.includes(spec);
          return {
            id: spec.id,
            label: (
              <span class="inline-flex items-center gap-1.5">
                {spec.label}
                {dirty && <span aria-hidden="true" class="size-1.5 rounded-full bg-main" />}
                {dirty && <span class="sr-only"> (unsaved changes)</span>}
              </span>
            ),
            content: () => (
              <SectionForm
                spec={spec}
                state={forms[spec.id]}
                onChange={change(spec.id)}
                onSaved={saved(spec.id)}
                onRestored={(answer) => setForms((now) => restoredForms(now, spec, answer))}
                content={content}
                controls={controls}
                preview={preview(spec.id, withDraft(spec, content, forms[spec.id]))}
                device={device}
                onDeviceChange={setDevice}
                showPreview={showPreview}
                onShowPreviewChange={setShowPreview}
              />
            ),
          };
        })}
      />

      <ConfirmDialog
        open={guard.pending !== null}
        title="Leave without saving?"
        confirmLabel="Discard and leave"
        onConfirm={guard.leave}
        onCancel={guard.stay}
      >
        Your changes to {unsaved.map((spec) => spec.label).join(', ')} are not saved. Leaving discards them.
      </ConfirmDialog>
    </>
  );
}
