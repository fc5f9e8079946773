// One form of the Site Content screen: its fields, a bar that stays in view with its state, Reset
// and Save (Ctrl+S or ⌘S too), and the live preview beside it on wide screens (below it, on
// demand, on narrow ones). Saving sends this part alone; the fields are checked first by the
// server's rules, and the server's messages stand beside their fields; one with no field to stand
// beside (the shape of the section) shows above them. A save names the version of the section the
// form was loaded from; when someone else saved the section meanwhile (412), the conflict dialog
// compares theirs and the admin's field by field: reload theirs, or keep mine on top of theirs.
// The bar also opens the section's History (when the app lends it), whose restore the form then
// holds, based on the section's new version.
// In another language (`translation`) the form translates: each text beside its default
// language's with its state, the bar counting what is left, the save sending the section in that
// language on its version there, and the preview under the form, on demand (the fields take the
// width, side by side with their source).

import type { ComponentChildren } from 'preact';
import { Eye, EyeOff, Save } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { ConflictDialog } from '@/components/conflict/conflict-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TranslationCounter } from '@/components/translation/translation-badge';
import { ApiError, errorMessage } from '@/lib/api-client';
import { nativeLanguageName } from '@/lib/language-names';
import { toast } from '@/lib/toast';
import type { TranslationStates } from '@/lib/translations';
import { useSaveSiteContent, useStoreSiteContent, versioned, type VersionedContent } from '../api/site-content';
import { fieldKeys, placeErrors } from '../editable';
import {
  addRow,
  editField,
  formErrors,
  formValue,
  type FormSpec,
  type FormState,
  historyFields,
  historyValues,
  isDirty,
  keptForm,
  moveRow,
  type Refusal,
  refusalRows,
  refusedForm,
  reloadedForm,
  removeRow,
  resetForm,
  saveInput,
  savedForm,
  tried,
} from '../forms';
import { blankPaths, formStatuses, formTally, translatablePatterns } from '../translation';
import type { SiteContent } from '../types';
import { type Controls, FormContext, type FormContextValue } from './form-context';
import { type Device, DeviceToggle, PreviewFrame } from './preview-frame';
import { SectionFields } from './section-fields';

/** The sections the Sections shown form can hide, by the form that edits them. */
const HIDEABLE: Partial<Record<FormSpec['id'], 'stats' | 'faq'>> = { stats: 'stats', faq: 'faq' };

/** A form in another language: `source` is the content in the default language, `states` each
 * text's state in `lang` (by section, then path). */
export interface Translation {
  lang: string;
  defaultLang: string;
  source: SiteContent;
  states?: TranslationStates;
}

export function SectionForm({
  spec,
  state,
  onChange,
  onSaved,
  onRestored,
  content,
  controls,
  preview,
  device,
  onDeviceChange,
  showPreview,
  onShowPreviewChange,
  translation,
  languageSwitch,
}: {
  spec: FormSpec;
  state: FormState;
  onChange: (update: (state: FormState) => FormState) => void;
  /** The server took this form's change and answered the whole content, with its versions. */
  onSaved: (answer: VersionedContent) => void;
  /** A version of this form's section was restored: the answer is the whole content now. */
  onRestored: (answer: VersionedContent) => void;
  /** The content as saved. */
  content: SiteContent;
  controls: Controls;
  /** The public section drawn with this form's unsaved values; null when it has none. */
  preview: ComponentChildren | null;
  device: Device;
  onDeviceChange: (device: Device) => void;
  /** Narrow screens: whether the preview is open under the form. */
  showPreview: boolean;
  onShowPreviewChange: (show: boolean) => void;
  /** Set: the form translates into another language. */
  translation?: Translation;
  /** The screen's language switch, drawn in the bar (none: the site speaks one language). */
  languageSwitch?: ComponentChildren;
}) {
  const lang = translation?.lang;
  const save = useSaveSiteContent(lang);
  const store = useStoreSiteContent(lang);
  const [refusal, setRefusal] = useState<
    (Refusal & { states?: TranslationStates; changedBy?: string; changedAt?: string }) | null
  >(null);
  const form = useRef<HTMLFormElement>(null);
  const ids = { form: useId(), preview: useId() };
  const dirty = isDirty(spec, state);
  const busy = save.isPending;
  const statuses = translation && formStatuses(spec, translation.source, translation.states);
  /** In another language, the texts with no translation in `states` (an answer's). */
  const blankIn = (states: TranslationStates | undefined) => (translation ? blankPaths(formStatuses(spec, translation.source, states)) : undefined);
  /** The side preview of wide screens: none while translating, whose fields take the width. */
  const beside = !translation;
  const nothingToTranslate = translation !== undefined && translatablePatterns(spec).length === 0;

  const all = formErrors(spec, state);
  const { placed, unplaced } = placeErrors(all, fieldKeys(spec.section, spec.input(formValue(state))[spec.section]));

  function focusFirstInvalid() {
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  /** Saves the form as `from` has it (the state, or the one "Keep mine" made). */
  async function submit(from: FormState = state) {
    if (busy) return;
    const sent = formValue(from);
    const found = spec.check(sent);
    onChange(tried);
    if (Object.keys(found).length > 0) {
      toast({ variant: 'destructive', title: 'Check the fields', description: `Some fields of ${spec.name} need attention before saving.` });
      focusFirstInvalid();
      return;
    }
    try {
      const answer = await save.mutateAsync(saveInput(spec, from, sent));
      onChange((now) => savedForm(spec, now, answer.content, sent, answer.versions, blankIn(answer.states)));
      onSaved(answer);
      toast({
        title: lang ? `${spec.name} saved in ${nativeLanguageName(lang)}` : `${spec.name} saved`,
        description: lang ? `Visitors of the ${nativeLanguageName(lang)} pages see the new version now.` : 'Visitors see the new version now.',
      });
    } catch (error) {
      if (error instanceof ApiError && error.isStale && error.current) {
        const current = versioned(error.current as Parameters<typeof versioned>[0]);
        const { content, versions, states } = current;
        setRefusal({ content, versions, states, blank: blankIn(states), sent, changedBy: error.changedBy, changedAt: error.changedAt });
        return;
      }
      if (error instanceof ApiError && error.status === 422) {
        onChange((now) => refusedForm(spec, now, error.fieldErrors));
        focusFirstInvalid();
      }
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, `Failed to save ${spec.name}.`) });
    }
  }

  /** "Reload theirs": the form holds the stored section; the screen shows the stored content. */
  function reloadTheirs() {
    if (!refusal) return;
    onChange((now) => reloadedForm(spec, now, refusal));
    store({ content: refusal.content, versions: refusal.versions, states: refusal.states });
    setRefusal(null);
  }

  /** "Keep mine": the admin's changed fields on top of the stored section, saved at once. */
  function keepMine() {
    if (!refusal) return;
    const kept = keptForm(spec, state, refusal);
    onChange(() => kept);
    store({ content: refusal.content, versions: refusal.versions, states: refusal.states });
    setRefusal(null);
    void submit(kept);
  }

  const context: FormContextValue = {
    spec,
    translation: translation && statuses && { ...translation, source: spec.pick(translation.source), statuses },
    state,
    errors: placed,
    controls,
    set: (path, value) => onChange((now) => editField(spec, now, path, value)),
    add: (list, item, max) => onChange((now) => addRow(spec, now, list, item, max)),
    remove: (list, index) => onChange((now) => removeRow(spec, now, list, index)),
    move: (list, from, to) => onChange((now) => moveRow(spec, now, list, from, to)),
  };

  // The History is of the default language's versions.
  const History = translation ? undefined : controls.history;
  const section = (content as unknown as Record<string, unknown>)[spec.section];
  const sectionValue = section !== null && typeof section === 'object' ? section : {};

  /** The server's answer to a restore: the whole content with its versions, which the screen
   * keeps; an answer of another shape changes nothing here (the next save would show it). */
  function restored(item: unknown) {
    const answer = item as Partial<VersionedContent> | null;
    if (!answer?.content || !answer.versions) return;
    store(answer as VersionedContent);
    onRestored(answer as VersionedContent);
  }

  const hideable = HIDEABLE[spec.id];
  const hidden = hideable !== undefined && !content.sections[hideable];

  return (
    <div
      class="flex flex-col gap-5"
      onKeyDown={(event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
          event.preventDefault();
          void submit();
        }
      }}
    >
      <div class="sticky top-14 z-20 -mx-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-line bg-canvas/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 md:top-0 md:-mx-10 md:px-10">
        <div class="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-2">
          {languageSwitch}
          {statuses && !nothingToTranslate && <TranslationCounter counts={formTally(statuses)} />}
          {!nothingToTranslate && (
            <p role="status" class="text-xs text-muted">
              {busy ? 'Saving…' : dirty ? 'Unsaved changes' : 'All changes saved'}
            </p>
          )}
        </div>
        {!nothingToTranslate && (
          <div class="flex flex-wrap items-center gap-2">
            {History && (
              <History
                kind="siteContent"
                itemId={spec.section}
                name={spec.section === 'legal' ? 'the legal pages' : `the ${spec.name} section`}
                current={sectionValue}
                version={state.version}
                fields={historyFields(spec, sectionValue)}
                comparable={historyValues}
                dirty={dirty}
                disabled={busy}
                onRestored={restored}
              />
            )}
            {preview !== null && (
              <Button
                variant="ghost"
                size="sm"
                class={beside ? 'xl:hidden' : ''}
                aria-expanded={showPreview}
                aria-controls={ids.preview}
                onClick={() => onShowPreviewChange(!showPreview)}
              >
                {showPreview ? <EyeOff size={14} aria-hidden="true" /> : <Eye size={14} aria-hidden="true" />}
                {showPreview ? 'Hide preview' : 'Show preview'}
              </Button>
            )}
            <Button variant="secondary" size="sm" disabled={!dirty || busy} onClick={() => onChange(resetForm)}>
              Reset
            </Button>
            <Button variant="primary" size="sm" type="submit" form={ids.form} disabled={busy}>
              <Save size={14} aria-hidden="true" />
              {busy ? 'Saving...' : `Save ${spec.name}`}
            </Button>
          </div>
        )}
      </div>

      {unplaced.length > 0 && (
        <Alert title="The server did not take this change">
          {unplaced.map(([key, message]) => `${message} (${key})`).join(' ')}
        </Alert>
      )}
      {hidden && (
        <p class="rounded-lg border border-line bg-white/[0.02] px-3 py-2.5 text-sm text-muted">
          Hidden on the home page: turn it on under Sections shown. It keeps these contents meanwhile.
        </p>
      )}

      {nothingToTranslate && (
        <p class="rounded-lg border border-line bg-white/[0.02] px-3 py-2.5 text-sm text-muted">
          Nothing here is translated: {spec.label.toLowerCase()} are the same in every language. Change them in{' '}
          {nativeLanguageName(translation.defaultLang)}.
        </p>
      )}
      <div class={preview !== null && beside ? 'grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)]' : 'grid gap-6'}>
        <FormContext.Provider value={context}>
          <form
            ref={form}
            id={ids.form}
            noValidate
            aria-label={spec.label}
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
            class={`flex min-w-0 flex-col gap-5 ${spec.id === 'sections' ? 'max-w-2xl' : ''}`}
          >
            {!nothingToTranslate && <SectionFields id={spec.id} />}
          </form>
        </FormContext.Provider>
        {preview !== null && (
          <aside
            id={ids.preview}
            aria-label={`Preview of ${spec.label}`}
            class={`${showPreview ? 'flex' : 'hidden'} min-w-0 flex-col ${beside ? 'xl:flex' : ''}`}
          >
            <div class={`flex flex-col gap-2 ${beside ? 'xl:sticky xl:top-20' : ''}`}>
              <div class="flex flex-wrap items-center justify-between gap-2">
                <h3 class="font-sans text-xs font-medium tracking-wide text-muted uppercase">Preview, unsaved changes included</h3>
                <DeviceToggle device={device} onChange={onDeviceChange} />
              </div>
              <PreviewFrame title={`${spec.label} as visitors will see it`} device={device}>
                {preview}
              </PreviewFrame>
            </div>
          </aside>
        )}
      </div>
      <ConflictDialog
        conflict={
          refusal && {
            what: `${spec.name} section`,
            rows: refusalRows(spec, state, refusal),
            changedBy: refusal.changedBy,
            changedAt: refusal.changedAt,
          }
        }
        busy={busy}
        onReload={reloadTheirs}
        onKeepMine={keepMine}
        onClose={() => setRefusal(null)}
      />
    </div>
  );
}
