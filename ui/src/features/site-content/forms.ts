// The Site Content screen's forms, one per part of the content, each saved on its own with a
// change of its section alone (the two legal pages share a section and send only their field),
// and what happens to a form's state as it is edited, saved or refused. Each form remembers the
// version of its section it was loaded from, which its save names (a section someone else saved
// meanwhile is refused, 412, and the conflict dialog compares it field by field). Pure: the
// components hold the state and call these.
// In another language a form holds that language's text, and shows empty the texts that have no
// translation there (the server answers them in the default language, as visitors read them
// meanwhile): left empty, they are sent back as they came, which changes nothing.

import {
  type Editable,
  fromEditable,
  movedOrder,
  moveItem,
  removedOrder,
  reorderErrors,
  type Row,
  row,
  setAt,
  toEditable,
  updateAt,
  valueAt,
} from './editable';
import { conflictFields, flatten, unflatten } from './conflict';
import { type ConflictRow, conflictRows, reapply } from '@/lib/field-diff';
import { textAt, withTextAt } from '@/lib/translations';
import { checkSection, type FieldErrors } from './rules';
import type { SectionKey, SiteContent, SiteContentInput } from './types';

export type FormId =
  | 'hero'
  | 'stats'
  | 'process'
  | 'about'
  | 'faq'
  | 'cta'
  | 'contact'
  | 'social'
  | 'privacy'
  | 'terms'
  | 'sections';

export interface FormSpec {
  id: FormId;
  section: SectionKey;
  /** Its tab. */
  label: string;
  /** What the toasts call it: "Hero saved". */
  name: string;
  /** The part of the content it edits, in the API's shape. */
  pick: (content: SiteContent) => unknown;
  /** Its value as the change to send (an empty picture means none). */
  input: (value: unknown) => SiteContentInput;
  check: (value: unknown) => FieldErrors;
}

/** An empty picture is none. */
const orNull = (url: string | null) => (url?.trim() ? url : null);

function plain(id: FormId & SectionKey, label: string, name: string): FormSpec {
  return {
    id,
    section: id,
    label,
    name,
    pick: (content) => content[id],
    input: (value) => ({ [id]: value }) as SiteContentInput,
    check: (value) => checkSection(id, value as never),
  };
}

function legalPage(id: 'privacy' | 'terms', field: 'privacyMarkdown' | 'termsMarkdown', label: string): FormSpec {
  return {
    id,
    section: 'legal',
    label,
    name: label,
    pick: (content) => ({ [field]: content.legal[field] }),
    input: (value) => ({ legal: value as SiteContent['legal'] }),
    check: (value) => checkSection('legal', { privacyMarkdown: '', termsMarkdown: '', ...(value as object) }),
  };
}

export const FORMS: readonly FormSpec[] = [
  {
    ...plain('hero', 'Hero', 'Hero'),
    input: (value) => {
      const hero = value as SiteContent['hero'];
      return { hero: { ...hero, media: orNull(hero.media) } };
    },
  },
  plain('stats', 'Stats', 'Stats'),
  plain('process', 'Process', 'Process'),
  {
    ...plain('about', 'About', 'About'),
    input: (value) => {
      const about = value as SiteContent['about'];
      return { about: { ...about, founder: { ...about.founder, photo: orNull(about.founder.photo) } } };
    },
  },
  plain('faq', 'FAQ', 'FAQ'),
  plain('cta', 'Call to action', 'Call to action'),
  plain('contact', 'Contact', 'Contact intro'),
  plain('social', 'Footer', 'Footer'),
  legalPage('privacy', 'privacyMarkdown', 'Privacy Policy'),
  legalPage('terms', 'termsMarkdown', 'Terms of Service'),
  plain('sections', 'Sections shown', 'Visibility'),
];

export const formSpec = (id: FormId): FormSpec => FORMS.find((f) => f.id === id) ?? FORMS[0]!;

/** The dotted key of `path` in a form of `spec`: the server's field key. */
export const fieldKey = (spec: FormSpec, path: string) => (path ? `${spec.section}.${path}` : spec.section);

/** Each section's version, by its key (GET /api/site-content's `versions`; 0: the default copy). */
export type Versions = Readonly<Record<string, number>>;

export interface FormState {
  /** What the server has, in the API's shape. */
  saved: unknown;
  /** The version of the section `saved` was read at: what a save is based on. */
  version: number;
  draft: Editable<unknown>;
  /** The server's messages of the last refused save; each follows its row and goes once its
   * field is edited. */
  serverErrors: FieldErrors;
  /** A save was tried: the form is checked again on every change. */
  checked: boolean;
  /** In another language, the paths of the texts not translated there, shown empty. */
  blank?: ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();

/** `value` with each `blank` text that still holds `saved`'s shown empty. */
function blanked(value: unknown, saved: unknown, blank: ReadonlySet<string> = NONE): unknown {
  let next = value;
  for (const path of blank) if (textAt(next, path) === textAt(saved, path)) next = withTextAt(next, path, '');
  return next;
}

/** `value` with each `blank` text left empty given back as `saved` has it: untranslated, it stays so. */
function filled(value: unknown, saved: unknown, blank: ReadonlySet<string> = NONE): unknown {
  let next = value;
  for (const path of blank) if (textAt(next, path)?.trim() === '') next = withTextAt(next, path, textAt(saved, path) ?? '');
  return next;
}

/** What a form shows of `saved`: its untranslated texts (`blank`) empty. */
const shown = (saved: unknown, blank?: ReadonlySet<string>) => blanked(saved, saved, blank);

/** A form of `content` at `versions`; in another language, `blank` names its untranslated texts. */
export function startForm(spec: FormSpec, content: SiteContent, versions: Versions = {}, blank?: ReadonlySet<string>): FormState {
  const saved = spec.pick(content);
  return { saved, version: versions[spec.section] ?? 0, draft: toEditable(shown(saved, blank)), serverErrors: {}, checked: false, blank };
}

/** The change a save sends: the form's section, and the version it is based on. */
export function saveInput(spec: FormSpec, state: FormState, value = formValue(state)): SiteContentInput {
  return { ...spec.input(value), versions: { [spec.section]: state.version } };
}

export const formValue = (state: FormState): unknown => filled(fromEditable(state.draft), state.saved, state.blank);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function isDirty(spec: FormSpec, state: FormState): boolean {
  return !same(spec.input(formValue(state)), spec.input(state.saved));
}

/** The messages beside the fields: the form's own checks (once a save was tried) over the
 * server's. */
export function formErrors(spec: FormSpec, state: FormState): FieldErrors {
  return state.checked ? { ...state.serverErrors, ...spec.check(formValue(state)) } : state.serverErrors;
}

/** The content as it would be with this form saved: what the preview shows. */
export function withDraft(spec: FormSpec, content: SiteContent, state: FormState): SiteContent {
  const change = spec.input(formValue(state)) as Record<string, unknown>;
  const next = { ...content } as Record<string, unknown>;
  for (const [key, value] of Object.entries(change)) {
    const now = next[key];
    next[key] = Array.isArray(value) || typeof now !== 'object' ? value : { ...(now as object), ...(value as object) };
  }
  return next as SiteContent;
}

function withoutKey(errors: FieldErrors, key: string): FieldErrors {
  if (!(key in errors)) return errors;
  const { [key]: _gone, ...rest } = errors;
  return rest;
}

export function editField(spec: FormSpec, state: FormState, path: string, value: unknown): FormState {
  return { ...state, draft: setAt(state.draft, path, value), serverErrors: withoutKey(state.serverErrors, fieldKey(spec, path)) };
}

const rowsAt = (state: FormState, list: string) => (valueAt(state.draft, list) ?? []) as Row<unknown>[];

/** A list with one more item at its end, unless it holds `max` already. */
export function addRow(spec: FormSpec, state: FormState, list: string, item: unknown, max: number): FormState {
  const rows = rowsAt(state, list);
  if (rows.length >= max) return state;
  return {
    ...state,
    draft: setAt(state.draft, list, [...rows, row(toEditable(item))]),
    serverErrors: withoutKey(state.serverErrors, fieldKey(spec, list)),
  };
}

export function removeRow(spec: FormSpec, state: FormState, list: string, index: number): FormState {
  const rows = rowsAt(state, list);
  if (index < 0 || index >= rows.length) return state;
  return {
    ...state,
    draft: updateAt(state.draft, list, () => rows.filter((_, i) => i !== index)),
    serverErrors: reorderErrors(state.serverErrors, fieldKey(spec, list), removedOrder(rows.length, index)),
  };
}

export function moveRow(spec: FormSpec, state: FormState, list: string, from: number, to: number): FormState {
  const rows = rowsAt(state, list);
  if (from === to || to < 0 || to >= rows.length || from < 0 || from >= rows.length) return state;
  return {
    ...state,
    draft: setAt(state.draft, list, moveItem(rows, from, to)),
    serverErrors: reorderErrors(state.serverErrors, fieldKey(spec, list), movedOrder(rows.length, from, to)),
  };
}

/** A save was tried: every change is checked from now on. */
export const tried = (state: FormState): FormState => ({ ...state, checked: true });

/**
 * The form once the server took `sent` and answered `content`: its saved value, and the server's
 * (trimmed) text in the fields, unless the form was edited while the request ran: that stays,
 * unsaved.
 */
export function savedForm(
  spec: FormSpec,
  state: FormState,
  content: SiteContent,
  sent: unknown,
  versions: Versions = {},
  blank = state.blank,
): FormState {
  const saved = spec.pick(content);
  const typed = !same(formValue(state), sent);
  const version = versions[spec.section] ?? state.version;
  const draft = typed ? state.draft : toEditable(shown(saved, blank), state.draft);
  return { saved, version, draft, serverErrors: {}, checked: false, blank };
}

/** Another form of the same section was saved (the legal pages share one): when the answer
 * holds this form's part as it was, this form is based on the new version; otherwise it stays
 * on its own (a later save then shows what changed). */
export function sharedSaved(spec: FormSpec, state: FormState, content: SiteContent, versions: Versions): FormState {
  const version = versions[spec.section];
  if (version === undefined || !same(spec.pick(content), state.saved)) return state;
  return { ...state, version };
}

/** The section's value as a save sends it, by field path (what the conflict dialog compares). */
const fieldsOf = (spec: FormSpec, value: unknown) =>
  flatten((spec.input(value) as Record<string, unknown>)[spec.section]);

/** A refused save: the section as stored now (`content`, `versions`), and the form's `sent` value. */
export interface Refusal {
  content: SiteContent;
  versions: Versions;
  sent: unknown;
  /** In another language, the texts not translated in the stored content. */
  blank?: ReadonlySet<string>;
}

/** What differs between the stored section and the admin's, field by field. */
export function refusalRows(spec: FormSpec, state: FormState, refusal: Refusal): ConflictRow[] {
  const base = fieldsOf(spec, state.saved);
  const theirs = fieldsOf(spec, spec.pick(refusal.content));
  const mine = fieldsOf(spec, refusal.sent);
  return conflictRows(conflictFields(spec.id, base, theirs, mine), { base, theirs, mine });
}

/** "Reload theirs": the form holds the stored section, based on its version. */
export function reloadedForm(spec: FormSpec, state: FormState, refusal: Refusal): FormState {
  const saved = spec.pick(refusal.content);
  const { blank } = refusal;
  const draft = toEditable(shown(saved, blank), state.draft);
  return { saved, version: refusal.versions[spec.section] ?? 0, draft, serverErrors: {}, checked: false, blank };
}

/** "Keep mine": the form based on the stored section, holding the fields the admin changed on
 * top of it (the value to save). */
export function keptForm(spec: FormSpec, state: FormState, refusal: Refusal): FormState {
  const base = fieldsOf(spec, state.saved);
  const theirs = fieldsOf(spec, spec.pick(refusal.content));
  const mine = fieldsOf(spec, refusal.sent);
  // In the form's shape: a form edits its section, or (a legal page) its own field of it.
  const merged = unflatten(reapply(conflictFields(spec.id, base, theirs, mine), { base, theirs, mine }));
  const reloaded = reloadedForm(spec, state, refusal);
  return { ...reloaded, draft: toEditable(blanked(merged, reloaded.saved, reloaded.blank)) };
}

/** A section's value as its History compares it: each field by its path. */
export const historyValues = (value: object) => flatten(value);

/** The fields of `spec`'s whole section (`value`, flattened) as its History compares them,
 * labelled by every form of the section: a restore puts back the whole section. */
export function historyFields(spec: FormSpec, value: unknown) {
  const forms = FORMS.filter((form) => form.section === spec.section).map((form) => form.id);
  return conflictFields(forms, flatten(value));
}

/** A section restored from its History (`answer`: the whole content with its versions): each
 * form of the section holds it, but one of another form with unsaved changes (the other legal
 * page), which keeps them: its next save shows what differs. */
export function restoredForms(
  forms: Readonly<Record<FormId, FormState>>,
  restoring: FormSpec,
  answer: { content: SiteContent; versions: Versions },
): Record<FormId, FormState> {
  const next = { ...forms };
  for (const spec of FORMS) {
    if (spec.section !== restoring.section) continue;
    if (spec.id !== restoring.id && isDirty(spec, forms[spec.id])) continue;
    next[spec.id] = reloadedForm(spec, forms[spec.id], { ...answer, sent: null });
  }
  return next;
}

/** The form once the server refused it: its messages of this form's section. */
export function refusedForm(spec: FormSpec, state: FormState, errors: FieldErrors): FormState {
  const mine = Object.fromEntries(
    Object.entries(errors).filter(([key]) => key === spec.section || key.startsWith(`${spec.section}.`)),
  );
  return { ...state, serverErrors: mine, checked: true };
}

/** Back to what the server has. */
export function resetForm(state: FormState): FormState {
  return { ...state, draft: toEditable(shown(state.saved, state.blank), state.draft), serverErrors: {}, checked: false };
}
