// Site Content (issue #16; docs/DESIGN.md, "Site content"): the home page's words, the FAQ, the footer's
// links and the legal pages, one tab per part, each saved on its own. A tab keeps its unsaved
// changes while another is open (its name carries a dot), and leaving the screen with any asks
// first. The app lends the media picker, the Markdown editor and the public sections for the
// preview, so this feature imports no other.
// On a site of several languages a switch in each form's bar turns the screen to another
// language: every form then translates (each keeps its unsaved changes per language), and each
// tab counts what is left there. An address from the Translations overview
// (`?lang=es&tab=hero&field=headline`) opens that tab in that language, on that field.

import type { ComponentChildren } from 'preact';
import { ExternalLink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { LanguageSwitch } from '@/components/translation/language-switch';
import { focusField } from '@/components/translation/translated-field';
import { buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Loading, LoadFailed } from '@/components/ui/load-state';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs } from '@/components/ui/tabs';
import { nativeLanguageName } from '@/lib/language-names';
import { readTranslationTarget, type TranslationStates } from '@/lib/translations';
import { useLeaveGuard } from '@/lib/use-leave-guard';
import { useSiteLanguages } from '@/lib/use-site-languages';
import { useSiteContent, type VersionedContent } from '../api/site-content';
import {
  fieldKey,
  type FormId,
  FORMS,
  type FormSpec,
  type FormState,
  formSpec,
  isDirty,
  restoredForms,
  sharedSaved,
  startForm,
  withDraft,
} from '../forms';
import { blankPaths, formStatuses, formTally } from '../translation';
import type { SiteContent } from '../types';
import type { Controls } from './form-context';
import { type Device, DEVICE_WIDTH } from './preview-frame';
import { SectionForm } from './section-form';

type Forms = Record<FormId, FormState>;

/** Every form of `loaded`; in another language, each with its untranslated texts (against the
 * default language's `source`) shown empty. */
function startForms(loaded: VersionedContent, source?: SiteContent, keep?: Forms): Forms {
  return Object.fromEntries(
    FORMS.map((spec) => {
      const kept = keep?.[spec.id];
      if (kept && isDirty(spec, kept)) return [spec.id, kept];
      const blank = source ? blankPaths(formStatuses(spec, source, loaded.states)) : undefined;
      return [spec.id, startForm(spec, loaded.content, loaded.versions, blank)];
    }),
  ) as Forms;
}

/** A form was saved (`answer`): the other forms of its section move to the new version when their
 * part is as they had it (the legal pages share one section). */
function savedSection(forms: Forms, id: FormId, answer: VersionedContent): Forms {
  const section = formSpec(id).section;
  const next = { ...forms };
  for (const spec of FORMS) {
    if (spec.id !== id && spec.section === section) next[spec.id] = sharedSaved(spec, forms[spec.id], answer.content, answer.versions);
  }
  return next;
}

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
  const languages = useSiteLanguages();
  const [target] = useState(() => readTranslationTarget(window.location.search));
  const [chosen, setChosen] = useState(target.lang);
  /** The language the forms translate into; none: the default language. */
  const lang = chosen && languages.others.includes(chosen) ? chosen : undefined;
  const other = useSiteContent(lang, lang !== undefined);
  const [forms, setForms] = useState(() => startForms(loaded));
  const [translated, setTranslated] = useState<Readonly<Record<string, Forms>>>({});
  // Wide windows show the preview at a desktop's width, narrow ones at a phone's.
  const [device, setDevice] = useState<Device>(() => (window.innerWidth >= DEVICE_WIDTH.desktop ? 'desktop' : 'phone'));
  const [showPreview, setShowPreview] = useState(false);

  // The language's text as the server has it now (read, saved, or read again after a change in
  // the default language): the forms without unsaved changes follow it.
  useEffect(() => {
    const data = other.data;
    if (!lang || !data) return;
    setTranslated((now) => ({ ...now, [lang]: startForms(data, content, now[lang]) }));
  }, [lang, other.data, content]);

  const shown = lang ? translated[lang] : forms;
  const unsaved = [
    ...FORMS.filter((spec) => isDirty(spec, forms[spec.id])).map((spec) => spec.label),
    ...Object.entries(translated).flatMap(([code, its]) =>
      FORMS.filter((spec) => isDirty(spec, its[spec.id])).map((spec) => `${spec.label} (${nativeLanguageName(code)})`),
    ),
  ];
  const guard = useLeaveGuard(unsaved.length > 0);
  useFocusFromAddress(target, lang !== undefined && shown !== undefined);

  const update = (id: FormId) => (change: (state: FormState) => FormState) =>
    lang
      ? setTranslated((now) => (now[lang] ? { ...now, [lang]: { ...now[lang], [id]: change(now[lang][id]) } } : now))
      : setForms((now) => ({ ...now, [id]: change(now[id]) }));

  const saved = (id: FormId) => (answer: VersionedContent) =>
    lang
      ? setTranslated((now) => (now[lang] ? { ...now, [lang]: savedSection(now[lang], id, answer) } : now))
      : setForms((now) => savedSection(now, id, answer));

  const states: TranslationStates | undefined = other.data?.states;
  const languageSwitch =
    languages.others.length > 0 ? <LanguageSwitch languages={languages} value={lang ?? languages.default} onChange={setChosen} /> : undefined;

  /** A tab's name, with (in another language) what is left in it. */
  function tabLabel(spec: FormSpec, dirty: boolean) {
    const left = lang ? formTally(formStatuses(spec, content, states)) : undefined;
    const count = left ? left.missing + left.outdated : 0;
    return (
      <span class="inline-flex items-center gap-1.5">
        {spec.label}
        {count > 0 && (
          <span class="rounded-full bg-white/[0.08] px-1.5 text-[0.7rem] leading-4 text-muted tabular-nums">
            {count}
            <span class="sr-only"> to translate</span>
          </span>
        )}
        {dirty && <span aria-hidden="true" class="size-1.5 rounded-full bg-main" />}
        {dirty && <span class="sr-only"> (unsaved changes)</span>}
      </span>
    );
  }

  return (
    <>
      <Tabs
        label="Parts of the site"
        initial={target.tab && FORMS.some((spec) => spec.id === target.tab) ? target.tab : undefined}
        tabs={FORMS.map((spec) => {
          const state = (shown ?? forms)[spec.id];
          const formContent = (lang && other.data?.content) || content;
          return {
            id: spec.id,
            label: tabLabel(spec, isDirty(spec, state)),
            content: () =>
              lang && !shown ? (
                // The language's text is on its way: the switch stays, to go back.
                <div class="flex flex-col gap-5">
                  <div class="border-b border-line pb-3">{languageSwitch}</div>
                  {other.isError ? (
                    <LoadFailed title={`Could not load the ${nativeLanguageName(lang)} text`} error={other.error} onRetry={() => void other.refetch()} />
                  ) : (
                    <Loading label={`Loading the ${nativeLanguageName(lang)} text`} />
                  )}
                </div>
              ) : (
                <SectionForm
                  key={lang ?? ''}
                  spec={spec}
                  state={state}
                  onChange={update(spec.id)}
                  onSaved={saved(spec.id)}
                  onRestored={(answer) => setForms((now) => restoredForms(now, spec, answer))}
                  content={formContent}
                  controls={controls}
                  preview={preview(spec.id, withDraft(spec, formContent, state))}
                  device={device}
                  onDeviceChange={setDevice}
                  showPreview={showPreview}
                  onShowPreviewChange={setShowPreview}
                  translation={lang ? { lang, defaultLang: languages.default, source: content, states } : undefined}
                  languageSwitch={languageSwitch}
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
        Your changes to {unsaved.join(', ')} are not saved. Leaving discards them.
      </ConfirmDialog>
    </>
  );
}

/** Focuses the field an address names (`tab`, `field`: a link from the Translations overview) once
 * its form is drawn in its language; then the address loses its query, so a reload starts afresh. */
function useFocusFromAddress(target: ReturnType<typeof readTranslationTarget>, ready: boolean) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !ready || !search) return;
    done.current = true;
    const spec = target.tab ? FORMS.find((form) => form.id === target.tab) : undefined;
    if (spec && target.field) focusField(() => document, fieldKey(spec, target.field));
    navigate(location, { replace: true });
  }, [ready]);
}
