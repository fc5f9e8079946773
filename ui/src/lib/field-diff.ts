// Comparing two or three versions of one item field by field, for the screens that show an admin
// what differs before they choose (the conflict dialog after a 412, the notice of a kept draft):
// which fields differ, their values as a person reads them (a long text as "changed" with an
// excerpt around the change), and "keep mine": the admin's own changes applied on top of what is
// stored now. Items are plain records; each screen says which fields count and what they are called.

/** One field of the comparison: its key in the records, the label its form shows. */
export interface DiffField {
  key: string;
  label: string;
  /** How a value reads; the default shows text as it is, lists as their items, empty as "(empty)". */
  format?: (value: unknown) => string;
}

/** An item, or a form's values: any record of fields. */
export type Values = object;

const at = (values: Values, key: string): unknown => (values as Record<string, unknown>)[key];

/** Text longer than this, or on more than one line, is summarised: "changed" and an excerpt. */
export const LONG_TEXT = 80;
/** Characters of an excerpt on each side of where two texts begin to differ. */
const EXCERPT = 36;

/** Whether two values are the same (records and lists compared by their contents). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(at(a, key), at(b, key)));
  }
  // Nothing typed and nothing stored are the same: "" in a form is null in the item.
  return (a === '' || a == null) && (b === '' || b == null);
}

/** A value as one line a person reads. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    if (value.length === 0) return '(none)';
    const items = value.map((item) => (item && typeof item === 'object' ? Object.values(item).map(displayValue).join(' – ') : displayValue(item)));
    return `${value.length} ${value.length === 1 ? 'item' : 'items'}: ${items.join(', ')}`;
  }
  if (typeof value === 'object') return Object.values(value).map(displayValue).join(' – ');
  return String(value);
}

const isLong = (text: string) => text.length > LONG_TEXT || /[\n\r]/.test(text);

const oneLine = (text: string) => text.replace(/\s+/g, ' ');

/**
 * Short excerpts of two long texts around where they begin to differ (… where text is left
 * out), so a change in a long body reads as "…the old words…" → "…the new words…".
 */
export function excerpts(before: string, after: string): { before: string; after: string } {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  ) {
    end += 1;
  }
  const cut = (text: string) => {
    const from = Math.max(0, start - EXCERPT);
    const to = Math.min(text.length, Math.max(text.length - end, start) + EXCERPT);
    const middle = oneLine(text.slice(from, to)).trim();
    return `${from > 0 ? '…' : ''}${middle || '(empty)'}${to < text.length ? '…' : ''}`;
  };
  return { before: cut(before), after: cut(after) };
}

/** One field whose two values differ, as shown: `long` marks a summarised text. */
export interface FieldDifference {
  key: string;
  label: string;
  before: string;
  after: string;
  long: boolean;
}

function difference(field: DiffField, before: unknown, after: unknown): FieldDifference {
  const format = field.format ?? displayValue;
  const a = format(before);
  const b = format(after);
  if (isLong(a) || isLong(b)) return { key: field.key, label: field.label, long: true, ...excerpts(a, b) };
  return { key: field.key, label: field.label, before: a, after: b, long: false };
}

/** The fields of `fields` whose values differ between `before` and `after`, in `fields`' order. */
export function diffRecords(fields: readonly DiffField[], before: Values, after: Values): FieldDifference[] {
  return fields.filter((f) => !sameValue(at(before, f.key), at(after, f.key))).map((f) => difference(f, at(before, f.key), at(after, f.key)));
}

/** The keys of `fields` that `changed` holds differently from `base`. */
export function changedKeys(fields: readonly DiffField[], base: Values, changed: Values): string[] {
  return fields.filter((f) => !sameValue(at(base, f.key), at(changed, f.key))).map((f) => f.key);
}

/** Who changed a field that differs between the stored item and the admin's. */
export type ChangedBy = 'them' | 'you' | 'both';

/** A field the stored version (`theirs`) and the admin's (`mine`) hold differently. */
export interface ConflictRow {
  key: string;
  label: string;
  by: ChangedBy;
  theirs: string;
  mine: string;
  long: boolean;
}

/**
 * The fields `theirs` (stored now) and `mine` (the admin's unsaved version) hold differently,
 * each with who changed it since `base` (what the admin loaded). A field changed the same way on
 * both sides is no difference.
 */
export function conflictRows(
  fields: readonly DiffField[],
  { base, theirs, mine }: { base: Values; theirs: Values; mine: Values },
): ConflictRow[] {
  return fields.flatMap((field) => {
    const { key } = field;
    if (sameValue(at(theirs, key), at(mine, key))) return [];
    const byThem = !sameValue(at(base, key), at(theirs, key));
    const byMe = !sameValue(at(base, key), at(mine, key));
    const by: ChangedBy = byThem && byMe ? 'both' : byMe ? 'you' : 'them';
    const shown = difference(field, at(theirs, key), at(mine, key));
    return [{ key, label: field.label, by, theirs: shown.before, mine: shown.after, long: shown.long }];
  });
}

/** "Keep mine": `theirs` with every field the admin changed since `base` set to `mine`'s value;
 * the fields the admin did not touch keep what is stored now. */
export function reapply<V extends Values>(fields: readonly DiffField[], { base, theirs, mine }: { base: V; theirs: V; mine: V }): V {
  const next: Record<string, unknown> = { ...(theirs as Record<string, unknown>) };
  for (const key of changedKeys(fields, base, mine)) next[key] = at(mine, key);
  return next as unknown as V;
}

/** `values` with only the keys of `fields` that differ from `base` (a partial change). */
export function changedOnly<V extends Values>(fields: readonly DiffField[], base: Values, values: V): Partial<V> {
  const keys = new Set(changedKeys(fields, base, values));
  return Object.fromEntries(Object.entries(values).filter(([key]) => keys.has(key))) as Partial<V>;
}
