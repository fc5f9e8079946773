// The post editor in another language: the editor shell (components/editor) with each translated
// field beside its default language's text (side by side; stacked on a phone), marked Missing or
// Out of date, and what the article has of its own there: its slug, its status and its
// publication time (it may be published in that language only). The author and the cover are the
// same in every language: shown, not editable. A save sends only `translations` in this language,
// on the post's version; its unsaved work is kept under a key of its own, so a draft kept in one
// language is never offered in another. An out-of-date text that still says the right thing is
// marked "Still right": the save sends it again, which makes it current.

import { ArrowLeft } from 'lucide-react';
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { EditorShell } from '@/components/editor/editor-shell';
import { MarkdownEditor } from '@/components/editor/markdown-editor';
import { SlugField } from '@/components/editor/slug-field';
import { useEditor } from '@/components/editor/use-editor';
import { StillRight } from '@/components/translation/still-right';
import { focusField, SameInEveryLanguage, type TranslatedControlProps, TranslatedField } from '@/components/translation/translated-field';
import { fieldControlClasses, Input, Textarea } from '@/components/ui/input';
import type { MediaPicker } from '@/components/ui/media-slots';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { nativeLanguageName } from '@/lib/language-names';
import { displayStatus } from '@/lib/publication-status';
import { slugify } from '@/lib/slugify';
import { lengthCount } from '@/lib/text-limits';
import type { ToastInput } from '@/lib/toast';
import type { Post } from '@/types/posts';
import { useUpdatePost } from '../api/posts';
import { draftKey } from '../draft-storage';
import { LIMITS, type SaveIntent } from '../post-form';
import {
  EMPTY_TRANSLATION,
  labelOf,
  postIn,
  type PostTranslationValues,
  readTranslationValues,
  sameTranslation,
  toTranslationInput,
  type TranslatedField as Translated,
  translationDiffFields,
  type TranslationErrors,
  translationErrorsFromServer,
  translationForm,
  translationStatuses,
  validateTranslation,
} from '../post-translation';
import { usableTimeZone } from '../publish-time';
import { useSlugCheck } from '../use-slug-check';
import { type SiteInfo, saveActions } from './editor-form';
import { PublishPanel } from './publish-panel';

/** The article's page in `lang`. */
const addressIn = (lang: string, slug: string) => `/${lang}${paths.blogPostOf(slug)}`;

/** What the toast says once the server has `saved` the post that was `before`, in `lang`. */
function savedToast(saved: Post, before: Post | undefined, lang: string, timeZone: string): ToastInput {
  const name = nativeLanguageName(lang);
  const [was, now] = [before ? displayStatus(postIn(before, lang)) : 'draft', displayStatus(postIn(saved, lang))];
  const title = `“${translationForm(saved, lang, timeZone).title || saved.title}”`;
  const address = addressIn(lang, postIn(saved, lang).slug);
  if (now === 'draft') {
    return was === 'draft'
      ? { title: 'Translation saved', description: `${title} is saved as a draft in ${name}.` }
      : { title: `Post unpublished in ${name}`, description: `${title} is a draft again in ${name}: visitors no longer see ${address}.` };
  }
  if (now === 'scheduled') {
    return { title: `Post scheduled in ${name}`, description: `${title} goes live at ${address} ${formatDateTime(postIn(saved, lang).publishedAt ?? '', timeZone)}.` };
  }
  return was === 'published'
    ? { title: 'Translation updated', description: `The changes are live at ${address}.` }
    : { title: `Post published in ${name}`, description: `${title} is live at ${address}.` };
}

export function TranslationForm({
  post,
  lang,
  defaultLang,
  site,
  imagePicker,
  focus,
  languageBar,
  onChanged,
  onDirtyChange,
}: {
  /** The post as the server has it, with its translations. */
  post: Post;
  lang: string;
  defaultLang: string;
  site: SiteInfo;
  imagePicker: MediaPicker;
  /** The field to focus first (a link from the Translations overview). */
  focus?: string;
  languageBar?: ComponentChildren;
  onChanged: (post: Post) => void;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const timeZone = usableTimeZone(site.timeZone);
  const name = nativeLanguageName(lang);
  const update = useUpdatePost();
  // A slug of its own follows the title typed here until one is typed (the default language's
  // editor does the same for a new post).
  const [slugTyped, setSlugTyped] = useState(false);
  const [confirmed, setConfirmed] = useState<ReadonlySet<Translated>>(new Set());

  const editor = useEditor<PostTranslationValues, Post, SaveIntent, TranslationErrors>({
    what: `post in ${name}`,
    item: post,
    formOf: (saved) => translationForm(saved, lang, timeZone),
    empty: EMPTY_TRANSLATION,
    draftKeyOf: (saved) => `${draftKey(saved?.id ?? 'new')}:${lang}`,
    readDraft: readTranslationValues,
    same: sameTranslation,
    fields: translationDiffFields(name),
    comparable: (values) => ({ ...values }),
    validate: validateTranslation,
    fromServer: (errors) => translationErrorsFromServer(errors, lang),
    send: (values, intent, current, saved) => {
      const base = current ?? post;
      const texts = toTranslationInput(values, intent, timeZone, saved, postIn(base, lang).status);
      for (const field of confirmed) if (values[field].trim()) texts[field] ??= values[field];
      return update.mutateAsync({ id: base.id, input: { translations: { [lang]: texts } }, version: base.version });
    },
    busy: update.isPending,
    slugCheck: () => slugCheck,
    savedToast: (saved, before) => savedToast(saved, before, lang, timeZone),
    onSaved: (saved) => {
      setConfirmed(new Set());
      onChanged(saved);
    },
  });

  const current = editor.current ?? post;
  const { values, errors } = editor;
  const view = { ...current, ...postIn(current, lang) };
  const follows = !translationForm(current, lang, timeZone).slug && !slugTyped;
  // Without a slug of its own, the article answers at the default language's there.
  const fallbackSlug = view.slug;
  const slugCheck = useSlugCheck(values.slug || fallbackSlug, { id: current.id, slug: view.slug });
  const state = displayStatus(view);
  const actions = saveActions(state, values.publishAt, editor.saved.publishAt, timeZone);
  const statuses = new Map(translationStatuses(current, lang).map(({ field, status }) => [field, status]));

  useEffect(() => onDirtyChange?.(editor.dirty), [editor.dirty]);
  useEffect(() => {
    if (focus) focusField(() => editor.form.current, focus);
  }, []);

  function set(field: keyof PostTranslationValues, value: string) {
    if (field === 'slug') setSlugTyped(value.trim() !== '');
    const slug = field === 'title' && follows ? { slug: slugify(value) } : {};
    editor.change((now) => ({ ...now, [field]: value, ...slug }));
  }

  function toggleConfirmed(field: Translated) {
    const next = new Set(confirmed);
    if (!next.delete(field)) next.add(field);
    setConfirmed(next);
  }

  /** A translated field: its control beside the default language's text, and its state. */
  function translated(field: Translated, control: (props: TranslatedControlProps) => ComponentChildren, hint?: string) {
    const status = statuses.get(field) ?? { status: 'current' };
    const unchanged = !!editor.saved[field] && values[field] === editor.saved[field];
    const stillRight = status.status === 'outdated' && unchanged;
    const isConfirmed = stillRight && confirmed.has(field);
    return (
      <TranslatedField
        field={field}
        label={labelOf(field)}
        status={isConfirmed ? { status: 'current' } : status}
        action={stillRight && <StillRight pressed={isConfirmed} label={labelOf(field)} onToggle={() => toggleConfirmed(field)} />}
        source={current[field]}
        sourceLang={defaultLang}
        lang={lang}
        hint={hint}
        error={errors[field]}
        tall={field === 'bodyMarkdown'}
      >
        {control}
      </TranslatedField>
    );
  }

  const text = (field: Translated, rows?: number) => (control: TranslatedControlProps) => {
    const common = { ...control, name: field, value: values[field], onInput: (event: Event) => set(field, (event.currentTarget as HTMLInputElement).value) };
    return rows ? <Textarea {...common} rows={rows} /> : <Input {...common} autoComplete="off" />;
  };
  const count = (field: 'excerpt' | 'seoTitle' | 'seoDescription') => lengthCount(values[field], LIMITS[field]);
  const empty = `Empty: the ${nativeLanguageName(defaultLang)} text.`;

  return (
    <>
      <PageHeader
        title="Edit post"
        actions={languageBar}
        description={
          <>
            <Link href={paths.admin.blogPosts} class="inline-flex items-center gap-1 hover:text-ink hover:underline">
              <ArrowLeft size={14} aria-hidden="true" />
              All posts
            </Link>
            <span class="mt-1 block">
              Translating into {name}, from the {nativeLanguageName(defaultLang)} of each field. Saving changes only the {name} version.
            </span>
          </>
        }
      />
      <EditorShell
        editor={editor}
        what={`post in ${name}`}
        label={`Edit “${current.title}” in ${name}`}
        timeZone={timeZone}
        notSaved="Not saved yet"
        primary={actions.primary}
        others={actions.others}
        onSubmit={actions.onSubmit}
        leaving={`“${current.title}” in ${name}`}
      >
        <div class="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
          <div class="flex min-w-0 flex-col gap-5">
            {translated('title', (control) => (
              <input
                {...control}
                name="title"
                type="text"
                value={values.title}
                autoComplete="off"
                onInput={(event) => set('title', (event.currentTarget as HTMLInputElement).value)}
                class={fieldControlClasses(!!errors.title, 'h-12 rounded-lg px-3.5 text-lg font-semibold')}
              />
            ), empty)}
            <SlugField
              value={values.slug}
              fallback={fallbackSlug}
              check={slugCheck}
              error={errors.slug}
              prefix={`/${lang}/blog/`}
              madeFrom={`the ${nativeLanguageName(defaultLang)} slug until you type one or translate the title`}
              publishedSlug={state === 'published' ? view.slug : undefined}
              onInput={(value) => set('slug', value)}
            />
            {translated('excerpt', text('excerpt', 4), `${count('excerpt')} · ${empty}`)}
          </div>
          <PublishPanel
            post={view}
            address={addressIn(lang, view.slug)}
            value={values.publishAt}
            timeZone={timeZone}
            error={errors.publishAt}
            onInput={(value) => set('publishAt', value)}
          />
        </div>

        {translated('bodyMarkdown', (control) => (
          <MarkdownEditor control={control} value={values.bodyMarkdown} onChange={(value) => set('bodyMarkdown', value)} imagePicker={imagePicker} narrow />
        ), `Markdown, as the page at ${addressIn(lang, view.slug)} shows it. ${empty}`)}

        <Panel class="flex flex-col gap-5 p-4">
          <h2 class="font-sans text-sm font-semibold">Details</h2>
          {translated('category', text('category'), `Posts of one category are listed together on the blog in ${name}. ${empty}`)}
          <div class="grid gap-4 sm:grid-cols-2">
            <SameInEveryLanguage label="Author" defaultLang={defaultLang}>
              {current.author}
            </SameInEveryLanguage>
            <SameInEveryLanguage label="Cover image" defaultLang={defaultLang}>
              {current.coverImage ? <span class="font-mono text-xs">{current.coverImage}</span> : undefined}
            </SameInEveryLanguage>
          </div>
        </Panel>

        <Panel class="flex flex-col gap-5 p-4">
          <h2 class="font-sans text-sm font-semibold">Search engines</h2>
          {translated('seoTitle', text('seoTitle'), `${count('seoTitle')} · ${empty}`)}
          {translated('seoDescription', text('seoDescription', 3), `${count('seoDescription')} · ${empty}`)}
        </Panel>
      </EditorShell>
    </>
  );
}
