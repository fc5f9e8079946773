// An article in another language (docs/DESIGN.md "HTTP contract, phase 3", the Languages
// bullet): its texts are translations of the default language's (each field whose rule says
// `translatable`), and it has its own slug, status and publication time there, so it may be
// published in one language only. The form's values in a language, each text's state there, the
// checks, and the `translations` a save sends: only what changed, in that language.

import { PostInput as RULES } from '@/lib/api-rules';
import type { DiffField } from '@/lib/field-diff';
import { checkText } from '@/lib/field-rules';
import { slugProblem } from '@/lib/slugify';
import { type FieldStatus, fieldStatus, statesIn, translationsIn } from '@/lib/translations';
import type { Post, PostStatus } from '@/types/posts';
import { POST_FIELDS, type SaveIntent } from './post-form';
import { fromZonedInput, isDateTimeInput, toZonedInput } from './publish-time';

/** The fields translated, in the form's order (their rules say `translatable`). */
export const TRANSLATED = (['title', 'excerpt', 'bodyMarkdown', 'category', 'seoTitle', 'seoDescription'] as const).filter(
  (field) => RULES[field].translatable,
);
export type TranslatedField = (typeof TRANSLATED)[number];

/** What the article has of its own in a language, besides its texts. */
export interface PostTranslationValues extends Record<TranslatedField, string> {
  /** "" while it has none: made from its title there on the next save. */
  slug: string;
  /** The date-and-time field (the site's time zone); "" for none of its own. */
  publishAt: string;
}

export const EMPTY_TRANSLATION: PostTranslationValues = {
  title: '',
  excerpt: '',
  bodyMarkdown: '',
  category: '',
  seoTitle: '',
  seoDescription: '',
  slug: '',
  publishAt: '',
};

const KEYS = Object.keys(EMPTY_TRANSLATION) as (keyof PostTranslationValues)[];

/** The label of each field, as the default language's form has it. */
export const labelOf = (field: string) => POST_FIELDS.find((f) => f.key === field)?.label ?? field;

/** The fields compared after a refused save and for a kept draft, named with their language. */
export function translationDiffFields(langName: string): DiffField[] {
  return KEYS.map((key) => ({ key, label: `${labelOf(key)} (${langName})` }));
}

/** The article as it stands in `lang`: its own status (a draft until published there) and
 * time (else the default language's), slug (else the default language's). */
export function postIn(post: Post, lang: string): { slug: string; status: PostStatus; publishedAt: string | null } {
  const texts = translationsIn(post, lang);
  return {
    slug: texts.slug || post.slug,
    status: texts.status === 'published' ? 'published' : 'draft',
    publishedAt: texts.publishedAt || post.publishedAt || null,
  };
}

/** The form of the article in `lang`: its texts there ('' where none), its own slug, and the
 * time it goes by there (its own, else the default language's: left as it is, none is sent). */
export function translationForm(post: Post, lang: string, timeZone: string): PostTranslationValues {
  const texts = translationsIn(post, lang);
  return {
    ...EMPTY_TRANSLATION,
    ...Object.fromEntries(TRANSLATED.map((field) => [field, texts[field] ?? ''])),
    slug: texts.slug ?? '',
    publishAt: toZonedInput(postIn(post, lang).publishedAt, timeZone),
  };
}

/** Each translated field's state in `lang`, beside its default language's text. */
export function translationStatuses(post: Post, lang: string): { field: TranslatedField; status: FieldStatus }[] {
  const states = statesIn(post.translationStates, lang);
  return TRANSLATED.map((field) => ({ field, status: fieldStatus(post[field], states[field]) }));
}

export const sameTranslation = (a: PostTranslationValues, b: PostTranslationValues) => KEYS.every((key) => a[key] === b[key]);

/** Kept values read back (lib/draft-storage.ts); null when they are of another shape. */
export function readTranslationValues(raw: unknown): PostTranslationValues | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  if (!KEYS.every((key) => ['string', 'undefined'].includes(typeof record[key]))) return null;
  return { ...EMPTY_TRANSLATION, ...(record as Partial<PostTranslationValues>) };
}

export type TranslationErrors = Partial<Record<keyof PostTranslationValues, string>>;

/** Each value the server would refuse: a text is held to its field's rule unless empty (which
 * removes the translation: visitors read the default language's). */
export function validateTranslation(values: PostTranslationValues): TranslationErrors {
  const errors: TranslationErrors = {};
  for (const field of TRANSLATED) {
    const problem = values[field].trim() ? checkText(RULES[field], values[field]) : undefined;
    if (problem) errors[field] = problem;
  }
  const slug = values.slug.trim();
  if (slug && slugProblem(slug)) errors.slug = slugProblem(slug);
  if (values.publishAt.trim() && !isDateTimeInput(values.publishAt)) errors.publishAt = 'Enter a date and a time';
  return errors;
}

/**
 * The texts a save sends in its language: each one changed since `saved` (trimmed; an empty one
 * removes it), the status `intent` asks for when it is not the one stored, and the time when
 * the field changed (or "" with `publishNow`: the server's now).
 */
export function toTranslationInput(
  values: PostTranslationValues,
  intent: SaveIntent,
  timeZone: string,
  saved: PostTranslationValues,
  savedStatus: PostStatus,
): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const field of [...TRANSLATED, 'slug'] as const) {
    if (values[field].trim() !== saved[field].trim()) texts[field] = field === 'bodyMarkdown' ? values[field] : values[field].trim();
  }
  const status: PostStatus = intent === 'draft' ? 'draft' : 'published';
  if (status !== savedStatus) texts.status = status;
  if (intent === 'publishNow') texts.publishedAt = '';
  else if (values.publishAt !== saved.publishAt) texts.publishedAt = fromZonedInput(values.publishAt, timeZone) ?? '';
  return texts;
}

/** The server's keys of a refused translation (`translations.es.title`) as the form's. */
export function translationErrorsFromServer(errors: Record<string, string>, lang: string): TranslationErrors {
  const prefix = `translations.${lang}.`;
  const found: TranslationErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = key.startsWith(prefix) ? key.slice(prefix.length) : key;
    const shown = field === 'publishedAt' ? 'publishAt' : field;
    if (shown in EMPTY_TRANSLATION) found[shown as keyof PostTranslationValues] = message;
  }
  return found;
}
