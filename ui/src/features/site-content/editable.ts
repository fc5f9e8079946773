// A section of the site content as its form holds it. Every list item becomes a row with a key
// of its own, so a row keeps its inputs (and their focus) while the list is reordered; an empty
// picture is '' in the form and null on the way out. Fields are named by the server's dotted keys
// relative to the section (`founder.links.1.url`, `0.value` in the stats), so one path finds a
// value, its input and its error message.

import type { FieldErrors } from './rules';

export interface Row<T> {
  key: number;
  value: T;
}

/** `T` with its lists made of rows and its nulls as empty text. */
export type Editable<T> = T extends null
  ? string
  : T extends readonly (infer U)[]
    ? Row<Editable<U>>[]
    : T extends object
      ? { [K in keyof T]: Editable<T[K]> }
      : T;

let lastKey = 0;

/** A new row of `value` (an item added to a list). */
export function row<T>(value: T): Row<T> {
  lastKey += 1;
  return { key: lastKey, value };
}

/** `value` as a form holds it. The rows of `like` (the form before) lend their keys to the rows
 * at the same places, so a saved form that comes back from the server keeps its inputs. */
export function toEditable<T>(value: T, like?: unknown): Editable<T> {
  if (value === null) return '' as Editable<T>;
  if (Array.isArray(value)) {
    const before = Array.isArray(like) && like.length === value.length ? (like as Row<unknown>[]) : [];
    return value.map((item, i) => {
      const old = before[i];
      return old ? { key: old.key, value: toEditable(item, old.value) } : row(toEditable(item));
    }) as Editable<T>;
  }
  if (typeof value === 'object') {
    const old = (like ?? {}) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toEditable(v, old[k])])) as Editable<T>;
  }
  return value as Editable<T>;
}

/** The form's value in the API's shape (an empty picture stays '': forms.ts sends it as null). */
export function fromEditable<T>(value: Editable<T>): T {
  if (Array.isArray(value)) return value.map((item: Row<unknown>) => fromEditable(item.value as never)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromEditable(v as never)])) as T;
  }
  return value as T;
}

/** `path` ('founder.links.1.url', '' for the whole value) as its steps. */
export function steps(path: string): string[] {
  return path === '' ? [] : path.split('.');
}

/** The value at `path`: a list's rows, an item's value, a field. */
export function valueAt(tree: unknown, path: string): unknown {
  let node = tree;
  for (const step of steps(path)) {
    if (Array.isArray(node)) node = (node[Number(step)] as Row<unknown> | undefined)?.value;
    else if (node !== null && typeof node === 'object') node = (node as Record<string, unknown>)[step];
    else return undefined;
  }
  return node;
}

/** `tree` with `update` applied to what is at `path` (a copy along the way: nothing is mutated). */
export function updateAt<T>(tree: T, path: string, update: (value: unknown) => unknown): T {
  const walk = (node: unknown, rest: string[]): unknown => {
    const [step, ...tail] = rest;
    if (step === undefined) return update(node);
    if (Array.isArray(node)) {
      const index = Number(step);
      return node.map((item: Row<unknown>, i) => (i === index ? { ...item, value: walk(item.value, tail) } : item));
    }
    const record = (node ?? {}) as Record<string, unknown>;
    return { ...record, [step]: walk(record[step], tail) };
  };
  return walk(tree, steps(path)) as T;
}

export const setAt = <T>(tree: T, path: string, value: unknown): T => updateAt(tree, path, () => value);

/** `list` with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** Where each row came from after a move: `order[i]` is the old index of the row now at `i`. */
export function movedOrder(length: number, from: number, to: number): number[] {
  return moveItem(
    Array.from({ length }, (_, i) => i),
    from,
    to,
  );
}

/** The same after removing the row at `index`. */
export function removedOrder(length: number, index: number): number[] {
  return Array.from({ length }, (_, i) => i).filter((i) => i !== index);
}

/**
 * The messages of the list at `list` (a full key: 'stats', 'about.founder.links') after its rows
 * were reordered or removed (`order` as above): each row's messages follow it, a removed row's go.
 * The list's own message ('Keep at most 6 stats') and every other field's stay.
 */
export function reorderErrors(errors: FieldErrors, list: string, order: readonly number[]): FieldErrors {
  const prefix = `${list}.`;
  const next: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const [head, ...tail] = key.startsWith(prefix) ? key.slice(prefix.length).split('.') : [];
    if (head === undefined || !/^\d+$/.test(head)) {
      next[key] = message;
      continue;
    }
    const now = order.indexOf(Number(head));
    if (now >= 0) next[[list, now, ...tail].join('.')] = message;
  }
  return next;
}

/**
 * Every key a form of `value` shows a message beside, under `prefix`: each field, each list and
 * each of its items. A message of any other key (the server's word on the section's shape) has
 * no field to stand beside: the form shows it above its fields.
 */
export function fieldKeys(prefix: string, value: unknown): Set<string> {
  const keys = new Set<string>();
  const walk = (node: unknown, key: string) => {
    if (key !== prefix) keys.add(key);
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${key}.${i}`));
    else if (node !== null && typeof node === 'object') {
      for (const [name, child] of Object.entries(node)) walk(child, `${key}.${name}`);
    }
  };
  walk(value, prefix);
  // A root list (the stats) shows its own message beside it.
  if (Array.isArray(value)) keys.add(prefix);
  return keys;
}

/** The messages that have a field of `keys`, and the others. */
export function placeErrors(errors: FieldErrors, keys: ReadonlySet<string>) {
  const placed: FieldErrors = {};
  const unplaced: [string, string][] = [];
  for (const [key, message] of Object.entries(errors)) {
    if (keys.has(key)) placed[key] = message;
    else unplaced.push([key, message]);
  }
  return { placed, unplaced };
}
