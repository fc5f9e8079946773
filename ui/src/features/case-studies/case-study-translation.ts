// A case study in another language (docs/DESIGN.md "HTTP contract, phase 3", the Languages
// bullet): its body, SEO fields and results' labels are translations of the default language's;
// it has its own slug there, and its own status once one is set (else the default language's).
// The form's values in a language, each text's state, the checks, and the `translations` a save
// sends: only what changed, in that language.

import { CaseStudyInput as RULES, Figure } from '@/lib/api-rules';
import type { DiffField } from '@/lib/field-diff';
import { checkText } from '@/lib/field-rules';
import { slugProblem } from '@/lib/slugify';
import { type FieldStatus, fieldStatus, statesIn, translationsIn } from '@/lib/translations';
import type { CaseStudy } from '@/types/case-studies';
import type { PostStatus } from '@/types/posts';

/** The texts translated besides the results' labels (their rules say `translatable`). */
export const TEXTS = (['bodyMarkdown', 'seoTitle', 'seoDescription'] as const).filter((field) => RULES[field].translatable);
export type StudyText = (typeof TEXTS)[number];

export const TEXT_LABELS: Record<StudyText, string> = { bodyMarkdown: 'Body', seoTitle: 'SEO title', seoDescription: 'SEO description' };

/** A result's label by the server's key. */
export const labelKey = (i: number) => `results.${i}.label`;

export interface StudyTranslationValues extends Record<StudyText, string> {
  /** By result, in the default language's order ('' where none). */
  labels: string[];
  /** "" while it has none: the default language's. */
  slug: string;
}

/** What a save does to the status there: keep it, set one of its own, or follow the default
 * language's again. */
export type StudyIntent = 'keep' | PostStatus | 'follow';

/** The status of its own in `lang`, if one is set. */
export function ownStatus(study: CaseStudy, lang: string): PostStatus | undefined {
  const status = translationsIn(study, lang).status;
  return status === 'published' || status === 'draft' ? status : undefined;
}

/** Its slug and status in `lang`: its own, else the default language's. */
export function studyIn(study: CaseStudy, lang: string): { slug: string; status: PostStatus } {
  return { slug: translationsIn(study, lang).slug || study.slug, status: ownStatus(study, lang) ?? study.status };
}

export function studyTranslationForm(study: CaseStudy, lang: string): StudyTranslationValues {
  const texts = translationsIn(study, lang);
  return {
    bodyMarkdown: texts.bodyMarkdown ?? '',
    seoTitle: texts.seoTitle ?? '',
    seoDescription: texts.seoDescription ?? '',
    labels: study.results.map((_, i) => texts[labelKey(i)] ?? ''),
    slug: texts.slug ?? '',
  };
}

export const EMPTY_STUDY_TRANSLATION: StudyTranslationValues = { bodyMarkdown: '', seoTitle: '', seoDescription: '', labels: [], slug: '' };

/** Each translated text's state in `lang`: the texts, then each result's label. */
export function studyStatuses(study: CaseStudy, lang: string): { key: string; label: string; status: FieldStatus }[] {
  const states = statesIn(study.translationStates, lang);
  return [
    ...TEXTS.map((field) => ({ key: field, label: TEXT_LABELS[field], status: fieldStatus(study[field], states[field]) })),
    ...study.results.map((figure, i) => ({
      key: labelKey(i),
      label: `Result ${i + 1} (${figure.value})`,
      status: fieldStatus(figure.label, states[labelKey(i)]),
    })),
  ];
}

/** The values as compared after a refused save and for a kept draft: one per text. */
export function comparableTranslation(values: StudyTranslationValues): Record<string, string> {
  const flat: Record<string, string> = { slug: values.slug };
  for (const field of TEXTS) flat[field] = values[field];
  values.labels.forEach((label, i) => (flat[labelKey(i)] = label));
  return flat;
}

export function studyDiffFields(study: CaseStudy | undefined, langName: string): DiffField[] {
  const named = (key: string, label: string) => ({ key, label: `${label} (${langName})` });
  return [
    named('slug', 'Slug'),
    ...TEXTS.map((field) => named(field, TEXT_LABELS[field])),
    ...(study?.results ?? []).map((_, i) => named(labelKey(i), `Result ${i + 1}`)),
  ];
}

export function sameStudyTranslation(a: StudyTranslationValues, b: StudyTranslationValues): boolean {
  const [x, y] = [comparableTranslation(a), comparableTranslation(b)];
  return Object.keys({ ...x, ...y }).every((key) => (x[key] ?? '') === (y[key] ?? ''));
}

/** Kept values read back; null when they are of another shape. */
export function readStudyTranslation(raw: unknown): StudyTranslationValues | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  if (![...TEXTS, 'slug'].every((key) => ['string', 'undefined'].includes(typeof record[key]))) return null;
  if (!Array.isArray(record.labels) || !record.labels.every((label) => typeof label === 'string')) return null;
  return { ...EMPTY_STUDY_TRANSLATION, ...(record as Partial<StudyTranslationValues>) };
}

export type StudyTranslationErrors = Record<string, string>;

/** Each text the server would refuse (an empty one removes the translation), by the server's key. */
export function validateStudyTranslation(values: StudyTranslationValues): StudyTranslationErrors {
  const errors: StudyTranslationErrors = {};
  for (const field of TEXTS) {
    const problem = values[field].trim() ? checkText(RULES[field], values[field]) : undefined;
    if (problem) errors[field] = problem;
  }
  values.labels.forEach((label, i) => {
    const problem = label.trim() ? checkText(Figure.label, label) : undefined;
    if (problem) errors[labelKey(i)] = problem;
  });
  const slug = values.slug.trim();
  if (slug && slugProblem(slug)) errors.slug = slugProblem(slug)!;
  return errors;
}

/** The texts a save sends in its language: each changed since `saved` (an empty one removes
 * it), and the status `intent` asks for when it is not the one of its own now. */
export function toStudyTranslationInput(
  values: StudyTranslationValues,
  intent: StudyIntent,
  saved: StudyTranslationValues,
  own: PostStatus | undefined,
): Record<string, string> {
  const [now, before] = [comparableTranslation(values), comparableTranslation(saved)];
  const texts: Record<string, string> = {};
  for (const [key, value] of Object.entries(now)) {
    if (value.trim() !== (before[key] ?? '').trim()) texts[key] = key === 'bodyMarkdown' ? value : value.trim();
  }
  if ((intent === 'published' || intent === 'draft') && intent !== own) texts.status = intent;
  if (intent === 'follow' && own) texts.status = '';
  return texts;
}

/** The server's keys of a refused translation (`translations.es.seoTitle`) as the form's. */
export function studyErrorsFromServer(errors: Record<string, string>, lang: string): StudyTranslationErrors {
  const prefix = `translations.${lang}.`;
  return Object.fromEntries(Object.entries(errors).map(([key, message]) => [key.startsWith(prefix) ? key.slice(prefix.length) : key, message]));
}
