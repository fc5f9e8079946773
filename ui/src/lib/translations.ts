// What an editor translating the site works from (docs/DESIGN.md "HTTP contract, phase 3", the
// Languages bullet): the site's languages, each text's state in a language (missing, out of date
// since a date, or current) read from the JSON the admin GETs carry, the tally a screen shows, the
// change a save sends, and the address that opens an editor on one field in one language. Pure:
// the content kinds, the site content and the Translations overview share it, and any editor with
// translatable fields can adopt it.

/** One translated text as the server reports it: when it was written (none: the shipped default
 * copy) and since when the default language's text says something else. */
export interface FieldState {
  translatedAt?: string;
  outdatedSince?: string;
}

/** By language, then field: `{"es": {"title": "…"}}` (an item's `translations`). */
export type Translations = Record<string, Record<string, string>>;
/** By language, then field (an item's `translationStates`); for the site content, by section then path. */
export type TranslationStates = Record<string, Record<string, FieldState>>;

/** The site's languages: the `languages` setting (`en,es`), the default first. */
export interface SiteLanguages {
  default: string;
  /** The languages texts are translated into; empty on a site of one language. */
  others: readonly string[];
}

/** What a site that never set the setting speaks, until the settings answer. */
export const ONE_LANGUAGE: SiteLanguages = { default: 'en', others: [] };

/** The `languages` setting read as the server reads it: codes separated by commas, each once. */
export function parseLanguages(setting: unknown): SiteLanguages {
  if (typeof setting !== 'string') return ONE_LANGUAGE;
  const codes = setting.split(',').map((code) => code.trim().toLowerCase());
  if (!codes.every((code, i) => /^[a-z]{2,3}$/.test(code) && codes.indexOf(code) === i)) return ONE_LANGUAGE;
  const [first = ONE_LANGUAGE.default, ...others] = codes;
  return { default: first, others };
}

/** Where a translatable text stands in a language. */
export type TranslationStatus = 'missing' | 'outdated' | 'current';

export interface FieldStatus {
  status: TranslationStatus;
  /** Out of date: when the default language's text changed. */
  since?: string;
}

/**
 * A translatable text's status from its `source` (the default language's text) and its state in
 * the language: no state is missing, unless there is nothing to translate (an empty source).
 */
export function fieldStatus(source: string | undefined, state: FieldState | undefined): FieldStatus {
  if (state?.outdatedSince) return { status: 'outdated', since: state.outdatedSince };
  if (state || !source?.trim()) return { status: 'current' };
  return { status: 'missing' };
}

/** What is left to do on a screen. */
export interface Tally {
  missing: number;
  outdated: number;
}

export function tally(statuses: Iterable<FieldStatus>): Tally {
  const counts: Tally = { missing: 0, outdated: 0 };
  for (const { status } of statuses) {
    if (status === 'missing') counts.missing += 1;
    if (status === 'outdated') counts.outdated += 1;
  }
  return counts;
}

export const isDone = (counts: Tally) => counts.missing === 0 && counts.outdated === 0;

/** "3 missing, 1 out of date": only what there is. */
export function tallyText(counts: Tally): string {
  const parts = [counts.missing && `${counts.missing} missing`, counts.outdated && `${counts.outdated} out of date`].filter(Boolean);
  return parts.length ? parts.join(', ') : 'Nothing missing or out of date';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** An item's texts in `lang` (its `translations`), by field; only text is kept. */
export function translationsIn(item: unknown, lang: string): Record<string, string> {
  const all = isRecord(item) ? item.translations : undefined;
  const texts = isRecord(all) ? all[lang] : undefined;
  if (!isRecord(texts)) return {};
  return Object.fromEntries(Object.entries(texts).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The states in `lang` of an item's `translationStates` (or of the site content's, by section). */
export function statesIn(states: unknown, key: string): Record<string, FieldState> {
  const found = isRecord(states) ? states[key] : undefined;
  return isRecord(found) ? (found as Record<string, FieldState>) : {};
}

/**
 * The texts a save sends in one language: each field whose text differs from `base` (an empty one
 * removes the translation), and each of `confirmed` (a translation its editor says is still right
 * after the source changed: sent again, it is current).
 */
export function changedTexts(
  fields: readonly string[],
  base: Readonly<Record<string, string>>,
  values: Readonly<Record<string, string>>,
  confirmed: ReadonlySet<string> = new Set(),
): Record<string, string> {
  const changes: Record<string, string> = {};
  for (const field of fields) {
    const value = (values[field] ?? '').trim();
    if (value !== (base[field] ?? '').trim() || (confirmed.has(field) && value)) changes[field] = value;
  }
  return changes;
}

// Paths: a text inside a JSON value by its dotted path (`steps.1.title`, `capabilities.0`), as the
// server names a site-content text relative to its section.

const stepsOf = (path: string) => (path === '' ? [] : path.split('.'));

/** The text at `path` of a value (lists indexed by number), or undefined when it is not text. */
export function textAt(value: unknown, path: string): string | undefined {
  let node = value;
  for (const step of stepsOf(path)) {
    if (Array.isArray(node)) node = node[Number(step)];
    else if (isRecord(node)) node = node[step];
    else return undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/** `value` with `text` at `path` (a copy along the way); a path that leads nowhere changes nothing. */
export function withTextAt<T>(value: T, path: string, text: string): T {
  const walk = (node: unknown, rest: string[]): unknown => {
    const [step, ...tail] = rest;
    if (step === undefined) return typeof node === 'string' ? text : node;
    if (Array.isArray(node)) return node.map((item, i) => (i === Number(step) ? walk(item, tail) : item));
    if (isRecord(node) && step in node) return { ...node, [step]: walk(node[step], tail) };
    return node;
  };
  return walk(value, stepsOf(path)) as T;
}

/** Whether `path` is one of `pattern`'s (`steps.*.title`: `*` stands for a list's index). */
export function matchesPattern(path: string, pattern: string): boolean {
  const steps = stepsOf(path);
  const want = stepsOf(pattern);
  return steps.length === want.length && want.every((step, i) => step === steps[i] || (step === '*' && /^\d+$/.test(steps[i]!)));
}

/** Every path of a text of `value` that one of `patterns` names, in the value's order. */
export function textPaths(value: unknown, patterns: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') {
      if (patterns.some((pattern) => matchesPattern(path, pattern))) found.push(path);
      return;
    }
    const at = (step: string | number) => (path ? `${path}.${step}` : String(step));
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, at(i)));
    else if (isRecord(node)) for (const [key, child] of Object.entries(node)) walk(child, at(key));
  };
  walk(value, '');
  return found;
}

// Links: the Translations overview opens an editor in a language, on one field.

/** What an editor's address asks it to open: a language, and a tab or an item, and a field. */
export interface TranslationTarget {
  lang?: string;
  /** A tab of a screen of tabs (the site content's). */
  tab?: string;
  /** An item of a list screen, by id. */
  item?: number;
  field?: string;
}

/** The query of an editor's address that opens `target`: `?lang=es&tab=hero&field=headline`. */
export function translationSearch(target: TranslationTarget): string {
  const params = new URLSearchParams();
  if (target.lang) params.set('lang', target.lang);
  if (target.tab) params.set('tab', target.tab);
  if (target.item !== undefined) params.set('item', String(target.item));
  if (target.field) params.set('field', target.field);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** An editor's address read back (wouter's `useSearch()`, with or without its `?`). */
export function readTranslationTarget(search: string): TranslationTarget {
  const params = new URLSearchParams(search);
  const item = Number(params.get('item'));
  return {
    lang: params.get('lang') || undefined,
    tab: params.get('tab') || undefined,
    item: Number.isSafeInteger(item) && item > 0 ? item : undefined,
    field: params.get('field') || undefined,
  };
}

// The Translations overview: what each editor reports as left to do in a language.

/** A field missing or out of date, and the address of its editor, open on it in the language. */
export interface TranslationEntry {
  /** The item or part it belongs to: "UGC Packages", "Hero". */
  where: string;
  /** The field as its form labels it. */
  field: string;
  status: Exclude<TranslationStatus, 'current'>;
  since?: string;
  href: string;
}

/** One editor's entries in one language, as its data loads. */
export interface TranslationReport {
  /** The screen, as the sidebar names it: "Services". */
  title: string;
  entries: readonly TranslationEntry[];
  pending: boolean;
  error: Error | null;
  retry: () => void;
}

/** `status` when it is left to do: an entry's. */
export const leftToDo = (status: FieldStatus): status is FieldStatus & { status: TranslationEntry['status'] } =>
  status.status !== 'current';
