// The case study editor's fields, the server's rules on them (src/domain/case_studies.rs: same
// limits, same messages), the request body made from them, and the editing of its two lists:
// the results (figures) and the gallery, whose errors the server names by position
// (`results.1.label`, `gallery.0`) and which therefore move with their rows.

import { CaseStudyInput as RULES, Figure } from '@/lib/api-rules';
import { changedKeys, type DiffField } from '@/lib/field-diff';
import { checkCount, checkText, checkUrl, type FieldRule } from '@/lib/field-rules';
import { SLUG_RULE, slugProblem } from '@/lib/slugify';
import { lengthErrors, PAGE_RULES } from '@/lib/text-limits';
import type { CaseStudy, CaseStudyInput } from '@/types/case-studies';
import type { PostStatus } from '@/types/posts';

/** Figures a case study shows at most, and images of a gallery (the server's rules). */
export const RESULTS_MAX = RULES.results.maxItems;
export const GALLERY_MAX = RULES.gallery.maxItems;

/** A result being edited; `id` only keeps its row (and focus) with it as rows move. */
export interface FigureRow {
  id: string;
  value: string;
  label: string;
}

export interface CaseStudyFormValues {
  slug: string;
  client: string;
  bodyMarkdown: string;
  results: FigureRow[];
  /** Image addresses, in the page's order. */
  gallery: string[];
  /** "" for no video. */
  video: string;
  seoTitle: string;
  seoDescription: string;
}

export type TextField = 'slug' | 'client' | 'bodyMarkdown' | 'video' | 'seoTitle' | 'seoDescription';

/** Messages by the server's keys: `slug`, `results`, `results.0.value`, `gallery.2`… */
export type CaseStudyFormErrors = Record<string, string>;

export const LIMITS = {
  client: RULES.client,
  ...PAGE_RULES,
} as const satisfies Partial<Record<TextField, FieldRule>>;

export const EMPTY_CASE_STUDY_FORM: CaseStudyFormValues = {
  slug: '',
  client: '',
  bodyMarkdown: '',
  results: [],
  gallery: [],
  video: '',
  seoTitle: '',
  seoDescription: '',
};

let rows = 0;
/** A new row's id: unique in this page's life. */
export const newRowId = () => `figure-${++rows}`;

export const figureRow = (value = '', label = ''): FigureRow => ({ id: newRowId(), value, label });

export function formFromCaseStudy(study: CaseStudy): CaseStudyFormValues {
  return {
    slug: study.slug,
    client: study.client,
    bodyMarkdown: study.bodyMarkdown,
    results: study.results.map((f) => figureRow(f.value ?? '', f.label ?? '')),
    gallery: [...study.gallery],
    video: study.video ?? '',
    seoTitle: study.seoTitle,
    seoDescription: study.seoDescription,
  };
}

/** A new case study's form: its slug made from the project's title, as the server would. */
export function newCaseStudyForm(slug: string): CaseStudyFormValues {
  return { ...EMPTY_CASE_STUDY_FORM, slug };
}

const TEXT_FIELDS: readonly TextField[] = ['slug', 'client', 'bodyMarkdown', 'video', 'seoTitle', 'seoDescription'];

const fileName = (url: string) => url.split('/').pop() || url;

/** The fields as the editor labels them, for the comparisons of a refused save and a kept draft. */
export const CASE_STUDY_FIELDS: readonly DiffField[] = [
  { key: 'slug', label: 'Slug' },
  { key: 'client', label: 'Client' },
  { key: 'results', label: 'Results' },
  { key: 'bodyMarkdown', label: 'Body' },
  {
    key: 'gallery',
    label: 'Gallery',
    format: (value) => {
      const urls = Array.isArray(value) ? (value as string[]) : [];
      if (urls.length === 0) return 'No images';
      return `${urls.length} ${urls.length === 1 ? 'image' : 'images'}: ${urls.map(fileName).join(', ')}`;
    },
  },
  { key: 'video', label: 'Video' },
  { key: 'seoTitle', label: 'SEO title' },
  { key: 'seoDescription', label: 'SEO description' },
];

/** The values as compared: the results without the ids that only keep their rows on screen. */
export function comparableForm(values: CaseStudyFormValues) {
  return { ...values, results: values.results.map(({ value, label }) => ({ value, label })) };
}

/** The fields a case study's History compares: the form's, and whether it is published. */
export const CASE_STUDY_HISTORY_FIELDS: readonly DiffField[] = [...CASE_STUDY_FIELDS, { key: 'status', label: 'Status' }];

/** A case study (stored now, or as a revision kept it) as its History compares it. */
export function historyValues(study: CaseStudy) {
  return { ...comparableForm(formFromCaseStudy(study)), status: study.status === 'published' ? 'Published' : 'Draft' };
}

/** Whether two forms would save the same case study (row ids aside). */
export function sameForm(a: CaseStudyFormValues, b: CaseStudyFormValues): boolean {
  return (
    TEXT_FIELDS.every((key) => a[key] === b[key]) &&
    a.results.length === b.results.length &&
    a.results.every((row, i) => row.value === b.results[i]?.value && row.label === b.results[i]?.label) &&
    a.gallery.length === b.gallery.length &&
    a.gallery.every((url, i) => url === b.gallery[i])
  );
}

/** Values kept in this browser (draft-storage), checked field by field; null when unusable. */
export function readFormValues(raw: unknown): CaseStudyFormValues | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  if (!TEXT_FIELDS.every((key) => ['string', 'undefined'].includes(typeof record[key]))) return null;
  const { results, gallery } = record;
  if (!(results === undefined || Array.isArray(results)) || !(gallery === undefined || Array.isArray(gallery))) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    ...EMPTY_CASE_STUDY_FORM,
    ...Object.fromEntries(TEXT_FIELDS.map((key) => [key, text(record[key])])),
    results: (results ?? []).flatMap((row: unknown) => {
      if (typeof row !== 'object' || row === null) return [];
      const { value, label } = row as Record<string, unknown>;
      return [figureRow(text(value), text(label))];
    }),
    gallery: (gallery ?? []).filter((url: unknown): url is string => typeof url === 'string'),
  };
}

/** The messages of the rules that are not a field's (the server says them in case_studies.rs). */
export const MESSAGES = {
  slug: SLUG_RULE,
  slugMissing: "Give the case study a slug: the project's title has no letters or digits",
  publishEmpty: 'Write the case study before publishing it',
} as const;

/** Each field the server would refuse, with its reason; `status` is the one the save asks for. */
export function validateCaseStudyForm(values: CaseStudyFormValues, status: PostStatus): CaseStudyFormErrors {
  const errors: CaseStudyFormErrors = {};
  const slug = values.slug.trim();
  const badSlug = slug ? slugProblem(slug) : MESSAGES.slugMissing;
  if (badSlug) errors.slug = badSlug;
  Object.assign(errors, lengthErrors(values, LIMITS));
  if (status === 'published' && !values.bodyMarkdown.trim() && !errors.bodyMarkdown) errors.bodyMarkdown = MESSAGES.publishEmpty;
  const add = (key: string, problem: string | undefined) => {
    if (problem) errors[key] = problem;
  };
  add('results', checkCount(RULES.results, values.results.length));
  values.results.forEach((row, i) => {
    add(`results.${i}.value`, checkText(Figure.value, row.value));
    add(`results.${i}.label`, checkText(Figure.label, row.label));
  });
  add('gallery', checkCount(RULES.gallery, values.gallery.length));
  values.gallery.forEach((url, i) => add(`gallery.${i}`, checkUrl(RULES['gallery[]'], url)));
  add('video', checkUrl(RULES.video, values.video, false));
  return errors;
}

/**
 * The request body, trimmed, with `status`: every field for a case study not written yet; for a
 * saved one (`saved`: its form as loaded) only the fields the admin changed, so a change of the
 * same case study by someone else (or a stale draft) never removes a gallery or a video this
 * editor did not touch (the PUT keeps absent fields).
 */
export function toCaseStudyInput(values: CaseStudyFormValues, status: PostStatus, saved?: CaseStudyFormValues): CaseStudyInput {
  const input = everyField(values, status);
  if (!saved) return input;
  const changed = new Set(changedKeys(CASE_STUDY_FIELDS, comparableForm(saved), comparableForm(values)));
  return Object.fromEntries(Object.entries(input).filter(([key]) => key === 'status' || changed.has(key))) as CaseStudyInput;
}

function everyField(values: CaseStudyFormValues, status: PostStatus): CaseStudyInput {
  return {
    slug: values.slug.trim(),
    status,
    client: values.client.trim(),
    bodyMarkdown: values.bodyMarkdown,
    results: values.results.map((row) => ({ value: row.value.trim(), label: row.label.trim() })),
    gallery: values.gallery.map((url) => url.trim()),
    video: values.video.trim() || null,
    seoTitle: values.seoTitle.trim(),
    seoDescription: values.seoDescription.trim(),
  };
}

/** The field a server key belongs to, when the form shows it; null for any other key. */
function shownKey(key: string): string | null {
  if ((TEXT_FIELDS as readonly string[]).includes(key) || key === 'results' || key === 'gallery') return key;
  if (/^results\.\d+\.(value|label)$/.test(key) || /^gallery\.\d+$/.test(key)) return key;
  return null;
}

/** A 422's `errors`, kept where the form shows them. */
export function formErrorsFromServer(errors: Record<string, string>): CaseStudyFormErrors {
  const mapped: CaseStudyFormErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const shown = shownKey(key);
    if (shown) mapped[shown] = message;
  }
  return mapped;
}

/** Whether any error is about the list `list` or one of its rows. */
export function listHasErrors(errors: CaseStudyFormErrors, list: 'results' | 'gallery'): boolean {
  return Object.keys(errors).some((key) => key === list || key.startsWith(`${list}.`));
}

// ---- The lists -------------------------------------------------------------------------------

/** What a change to a list did: an edit of one field (its key, `results.0.label`), or a reorder
 * (a move, a removal) that takes the rows' messages along. */
export type ListChange = { kind: 'edit'; key?: string } | { kind: 'reorder'; order: number[] };

/** `list` with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item as T);
  return next;
}

export function removeItem<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** The results with an empty row at the end; unchanged when there are already RESULTS_MAX. */
export function addFigure(results: readonly FigureRow[]): FigureRow[] {
  return results.length >= RESULTS_MAX ? [...results] : [...results, figureRow()];
}

/** The gallery with `urls` appended, each once, up to GALLERY_MAX; `added` counts what went in. */
export function addImages(gallery: readonly string[], urls: readonly string[]): { gallery: string[]; added: number } {
  const next = [...gallery];
  for (const url of urls) {
    if (next.length >= GALLERY_MAX) break;
    if (!next.includes(url)) next.push(url);
  }
  return { gallery: next, added: next.length - gallery.length };
}

/** The positions after a move: `order[newIndex]` is the row's old index. */
export function movedOrder(count: number, from: number, to: number): number[] {
  return moveItem(
    Array.from({ length: count }, (_, i) => i),
    from,
    to,
  );
}

/** The positions after a removal. */
export function removedOrder(count: number, index: number): number[] {
  return removeItem(
    Array.from({ length: count }, (_, i) => i),
    index,
  );
}

/**
 * `errors` with the messages of `list`'s rows following their rows to their new positions
 * (`order[newIndex]` is the old index): a message of a removed row goes; others are kept.
 */
export function reindexErrors(errors: CaseStudyFormErrors, list: 'results' | 'gallery', order: readonly number[]): CaseStudyFormErrors {
  const pattern = new RegExp(`^${list}\\.(\\d+)(\\..+)?$`);
  const next: CaseStudyFormErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const match = pattern.exec(key);
    if (!match) {
      next[key] = message;
      continue;
    }
    const at = order.indexOf(Number(match[1]));
    if (at >= 0) next[`${list}.${at}${match[2] ?? ''}`] = message;
  }
  return next;
}
