// The case study editor in another language: the editor shell with its body, SEO fields and each
// result's label beside the default language's text, marked Missing or Out of date, and what it
// has of its own there: its slug, and its status once one is set (until then it follows the
// default language's, which the panel says). The client, the figures, the gallery and the video
// are the same in every language: shown, not editable. A save sends only `translations` in this
// language, on the case study's version; its unsaved work is kept under a key of its own. An
// out-of-date text that still says the right thing is marked "Still right" and sent again.

import { ExternalLink } from 'lucide-react';
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'react';
import { EditorShell, type SaveAction } from '@/components/editor/editor-shell';
import { MarkdownEditor } from '@/components/editor/markdown-editor';
import { SlugField } from '@/components/editor/slug-field';
import { StatusBadge } from '@/components/editor/status-badge';
import { useEditor } from '@/components/editor/use-editor';
import { StillRight } from '@/components/translation/still-right';
import { focusField, SameInEveryLanguage, type TranslatedControlProps, TranslatedField } from '@/components/translation/translated-field';
import { buttonClasses } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import type { MediaPicker } from '@/components/ui/media-slots';
import { Panel } from '@/components/ui/panel';
import { paths } from '@/config/paths';
import { nativeLanguageName } from '@/lib/language-names';
import type { CaseStudy } from '@/types/case-studies';
import type { Project } from '@/types/content';
import { useSaveCaseStudy } from '../api/case-studies';
import {
  comparableTranslation,
  EMPTY_STUDY_TRANSLATION,
  labelKey,
  ownStatus,
  readStudyTranslation,
  sameStudyTranslation,
  studyDiffFields,
  studyErrorsFromServer,
  type StudyIntent,
  studyIn,
  studyStatuses,
  type StudyText,
  type StudyTranslationErrors,
  studyTranslationForm,
  type StudyTranslationValues,
  TEXT_LABELS,
  toStudyTranslationInput,
  validateStudyTranslation,
} from '../case-study-translation';
import { caseStudyDraftKey, type SiteInfo } from './editor-form';

const addressIn = (lang: string, slug: string) => `/${lang}${paths.workOf(slug)}`;

export function StudyTranslationForm({
  project,
  study,
  lang,
  defaultLang,
  site,
  picker,
  focus,
  onChanged,
  onDirtyChange,
}: {
  project: Project;
  study: CaseStudy;
  lang: string;
  defaultLang: string;
  site: SiteInfo;
  picker: MediaPicker;
  /** The field to focus first (a link from the Translations overview). */
  focus?: string;
  onChanged: (study: CaseStudy) => void;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const name = nativeLanguageName(lang);
  const english = nativeLanguageName(defaultLang);
  const save = useSaveCaseStudy();
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set());

  const editor = useEditor<StudyTranslationValues, CaseStudy, StudyIntent, StudyTranslationErrors>({
    what: `case study in ${name}`,
    item: study,
    formOf: (saved) => studyTranslationForm(saved, lang),
    empty: EMPTY_STUDY_TRANSLATION,
    draftKeyOf: () => `${caseStudyDraftKey(project.id)}:${lang}`,
    readDraft: readStudyTranslation,
    same: sameStudyTranslation,
    fields: studyDiffFields(study, name),
    comparable: comparableTranslation,
    validate: validateStudyTranslation,
    fromServer: (errors) => studyErrorsFromServer(errors, lang),
    send: (values, intent, current, saved) => {
      const base = current ?? study;
      const texts = toStudyTranslationInput(values, intent, saved, ownStatus(base, lang));
      const flat = comparableTranslation(values);
      for (const key of confirmed) if (flat[key]?.trim()) texts[key] ??= flat[key];
      const input = { translations: { [lang]: texts } };
      return save.mutateAsync({ projectId: project.id, input, version: base.version });
    },
    busy: save.isPending,
    slugCheck: () => ({ state: 'idle' }),
    savedToast: (saved) => {
      const there = studyIn(saved, lang);
      return there.status === 'published'
        ? { title: 'Translation saved', description: `The case study of “${project.title}” in ${name} is live at ${addressIn(lang, there.slug)}.` }
        : { title: 'Translation saved', description: `The case study of “${project.title}” is a draft in ${name}: visitors do not see it.` };
    },
    onSaved: (saved) => {
      setConfirmed(new Set());
      onChanged(saved);
    },
  });

  const current = editor.current ?? study;
  const { values, errors } = editor;
  const there = studyIn(current, lang);
  const own = ownStatus(current, lang);
  const statuses = new Map(studyStatuses(current, lang).map((entry) => [entry.key, entry.status]));

  useEffect(() => onDirtyChange?.(editor.dirty), [editor.dirty]);
  useEffect(() => {
    if (focus) focusField(() => editor.form.current, focus);
  }, []);

  const set = (update: (now: StudyTranslationValues) => StudyTranslationValues) => editor.change(update);
  const setText = (field: StudyText | 'slug', value: string) => set((now) => ({ ...now, [field]: value }));
  const setLabel = (i: number, value: string) => set((now) => ({ ...now, labels: now.labels.map((label, at) => (at === i ? value : label)) }));

  const [shown, stored] = [comparableTranslation(values), comparableTranslation(editor.saved)];
  function toggleConfirmed(key: string) {
    const next = new Set(confirmed);
    if (!next.delete(key)) next.add(key);
    setConfirmed(next);
  }

  /** A translated text beside its source; `named` says it in words (a label in markup). */
  function translated(
    key: string,
    label: ComponentChildren,
    source: string,
    control: (props: TranslatedControlProps) => ComponentChildren,
    hint?: string,
    named = typeof label === 'string' ? label : key,
  ) {
    const status = statuses.get(key) ?? { status: 'current' };
    const stillRight = status.status === 'outdated' && !!stored[key] && shown[key] === stored[key];
    const isConfirmed = stillRight && confirmed.has(key);
    return (
      <TranslatedField
        key={key}
        field={key}
        label={label}
        status={isConfirmed ? { status: 'current' } : status}
        action={stillRight && <StillRight pressed={isConfirmed} label={named} onToggle={() => toggleConfirmed(key)} />}
        source={source}
        sourceLang={defaultLang}
        lang={lang}
        hint={hint}
        error={errors[key]}
        tall={key === 'bodyMarkdown'}
      >
        {control}
      </TranslatedField>
    );
  }
  const input = (field: 'seoTitle' | 'seoDescription', rows?: number) => (control: TranslatedControlProps) => {
    const common = { ...control, name: field, value: values[field], onInput: (event: Event) => setText(field, (event.currentTarget as HTMLInputElement).value) };
    return rows ? <Textarea {...common} rows={rows} /> : <Input {...common} autoComplete="off" />;
  };
  const empty = `Empty: the ${english} text.`;
  const published = there.status === 'published';
  const others: SaveAction<StudyIntent>[] = [{ label: published ? `Unpublish in ${name}` : `Publish in ${name}`, intent: published ? 'draft' : 'published' }];
  if (own) others.push({ label: `Follow the ${english} status`, intent: 'follow' });

  return (
    <EditorShell
      editor={editor}
      what={`case study in ${name}`}
      label={`Case study of “${project.title}” in ${name}`}
      timeZone={site.timeZone}
      notSaved="Not written yet"
      badge={<StatusBadge status={there.status} />}
      links={
        published && (
          <a href={addressIn(lang, there.slug)} target="_blank" rel="noopener" class={buttonClasses('ghost', 'sm')}>
            <ExternalLink size={14} aria-hidden="true" />
            View page<span class="sr-only"> in {name} (opens in a new tab)</span>
          </a>
        )
      }
      primary={{ label: 'Save translation', intent: 'keep' }}
      others={others}
      onSubmit="keep"
      leaving={`the case study of “${project.title}” in ${name}`}
    >
      <div class="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SlugField
          value={values.slug}
          fallback={there.slug}
          check={{ state: 'idle' }}
          error={errors.slug}
          prefix={`/${lang}/work/`}
          madeFrom={`the ${english} slug`}
          onInput={(value) => setText('slug', value)}
        />
        <Panel class="flex flex-col gap-2 p-4">
          <h2 class="font-sans text-sm font-semibold">Status in {name}</h2>
          <p class="flex flex-wrap items-center gap-2 text-sm text-muted">
            <StatusBadge status={there.status} />
            {own ? `Its own in ${name}.` : `Follows the ${english} one until you publish or unpublish it here.`}
          </p>
        </Panel>
      </div>

      <Panel class="flex flex-col gap-4 p-4">
        <h2 class="font-sans text-sm font-semibold">Results</h2>
        {current.results.length === 0 && <p class="text-sm text-muted">No results to translate.</p>}
        {current.results.map((figure, i) =>
          translated(
            labelKey(i),
            <>
              What result {i + 1} measures <span class="font-normal text-muted">({figure.value})</span>
            </>,
            figure.label ?? '',
            (control) => (
              <Input {...control} name={labelKey(i)} value={values.labels[i] ?? ''} autoComplete="off" onInput={(event) => setLabel(i, (event.currentTarget as HTMLInputElement).value)} />
            ),
            undefined,
            `What result ${i + 1} measures`,
          ),
        )}
      </Panel>

      {translated(
        'bodyMarkdown',
        TEXT_LABELS.bodyMarkdown,
        current.bodyMarkdown,
        (control) => <MarkdownEditor control={control} value={values.bodyMarkdown} onChange={(value) => setText('bodyMarkdown', value)} imagePicker={picker} narrow />,
        `Markdown, as the page at ${addressIn(lang, there.slug)} shows it. ${empty}`,
      )}

      <Panel class="flex flex-col gap-5 p-4">
        <h2 class="font-sans text-sm font-semibold">Search engines</h2>
        {translated('seoTitle', TEXT_LABELS.seoTitle, current.seoTitle, input('seoTitle'), empty)}
        {translated('seoDescription', TEXT_LABELS.seoDescription, current.seoDescription, input('seoDescription', 3), empty)}
      </Panel>

      <Panel class="grid gap-4 p-4 sm:grid-cols-3">
        <SameInEveryLanguage label="Client" defaultLang={defaultLang}>
          {current.client}
        </SameInEveryLanguage>
        <SameInEveryLanguage label="Gallery" defaultLang={defaultLang}>
          {current.gallery.length ? `${current.gallery.length} ${current.gallery.length === 1 ? 'image' : 'images'}` : undefined}
        </SameInEveryLanguage>
        <SameInEveryLanguage label="Video" defaultLang={defaultLang}>
          {current.video ? <span class="font-mono text-xs">{current.video}</span> : undefined}
        </SameInEveryLanguage>
      </Panel>
    </EditorShell>
  );
}
