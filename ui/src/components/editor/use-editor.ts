// The state of an editor of a page the admin writes (a post, a case study; EditorShell draws it):
// the values as saved and as typed, the messages, and the save. Unsaved work is never lost
// silently: it is kept in this browser as it is typed (useKeptDraft), and leaving the page with it
// asks first (useLeaveGuard). A kept draft is offered back after a reload or a crash, never put in
// the form by itself: the admin sees it compared field by field with the item as stored now, and
// restores it (only the fields it changed, on top of the stored item) or discards it. A save sends
// only the fields changed since the item was loaded, so a stale draft cannot remove what it never
// touched (a gallery, a video). A save is based on
// the version of the item as loaded (If-Match): when someone else saved it meanwhile (412), the
// conflict dialog shows what differs, field by field, and the admin reloads theirs or keeps their
// own changes on top of theirs. Each kind says what its values are, how they are compared, checked
// and sent, and what the toasts say.

import { useRef, useState } from 'react';
import type { Conflict } from '@/components/conflict/conflict-dialog';
import { ApiError, errorMessage } from '@/lib/api-client';
import { changedKeys, conflictRows, type DiffField, diffRecords, type FieldDifference, type Values } from '@/lib/field-diff';
import { clearDraft, loadDraft, saveDraft, type StoredDraft } from '@/lib/draft-storage';
import { toast, type ToastInput } from '@/lib/toast';
import { useKeptDraft } from '@/lib/use-kept-draft';
import { useLeaveGuard } from '@/lib/use-leave-guard';
import type { SlugCheck } from './slug-field';

/** Messages by field, or by the server's key of a list's row (`results.0.value`). */
export type EditorErrors = Partial<Record<string, string>> & { slug?: string };

/** What the editor needs of an item: when and at which version it was saved. */
export interface Versioned {
  updatedAt: string;
  version: number;
}

export interface EditorKind<V, Item extends Versioned, Intent, E extends EditorErrors> {
  /** The item as a sentence names it: "post", "case study". */
  what: string;
  /** The item as the server has it; undefined for one not saved yet. */
  item: Item | undefined;
  /** The form of a saved item, and of a new one. */
  formOf: (item: Item) => V;
  empty: V;
  /** Where this browser keeps the unsaved work on `item` (undefined: one not saved yet). */
  draftKeyOf: (item: Item | undefined) => string;
  /** Kept values read back: checked and completed, or null when unusable. */
  readDraft: (raw: unknown) => V | null;
  /** Whether two forms would save the same item. */
  same: (a: V, b: V) => boolean;
  /** The form's fields as compared and shown after a refused save (labels as the form has them). */
  fields: readonly DiffField[];
  /** The values as compared: what identifies a row only for the screen (ids) left out. */
  comparable: (values: V) => Values;
  /** The slug typed in the form follows the title until the admin types one. */
  slugFollowsTitle?: boolean;
  /** Each field the server would refuse, for a save that asks for `intent`. */
  validate: (values: V, intent: Intent) => E;
  /** A 422's messages, kept where the form shows them. */
  fromServer: (errors: Record<string, string>) => E;
  /** After a refusal of the server its messages stay until their fields are edited (not checked
   * again at each change, as after the form's own refusal). */
  serverMessagesStay?: boolean;
  /** Sends the values: `current` is the item as saved (none for a new one), `saved` its form.
   * The kind sends the version of `current` (If-Match) so a change made meanwhile is refused. */
  send: (values: V, intent: Intent, current: Item | undefined, saved: V) => Promise<Item>;
  /** A request of the editor is under way (a save, a delete). */
  busy: boolean;
  /** The slug's check at the time of a save (a taken slug refuses it). */
  slugCheck: () => SlugCheck;
  /** What the toast says once the server has `saved` the item that was `before`. */
  savedToast: (saved: Item, before: Item | undefined) => ToastInput;
  onSaved?: (saved: Item, before: Item | undefined) => void;
}

/** A kept draft offered back: the values restoring it gives, and how they differ from the item
 * as stored now. */
export interface OfferedDraft<V> {
  draft: StoredDraft<V>;
  values: V;
  rows: FieldDifference[];
  /** The item was saved after the draft began. */
  savedSince: boolean;
}

/** `V` with the fields `keys` of `from`. */
function withFields<V>(values: V, from: V, keys: readonly string[]): V {
  const next = { ...(values as object) } as Record<string, unknown>;
  for (const key of keys) next[key] = (from as Record<string, unknown>)[key];
  return next as V;
}

/** What restoring `draft` gives on top of `saved` (the stored item's form): the fields the draft
 * changed since it began; every field of a draft that does not say what it began from. */
export function restoredValues<V>(kind: Pick<EditorKind<V, Versioned, unknown, EditorErrors>, 'fields' | 'comparable'>, draft: StoredDraft<V>, saved: V): V {
  if (!draft.base) return draft.values;
  return withFields(saved, draft.values, changedKeys(kind.fields, kind.comparable(draft.base), kind.comparable(draft.values)));
}

/** A save refused because someone else saved the item first (null: they deleted it). */
interface Refused<V, Item, Intent> {
  theirs: Item | null;
  /** What the admin sent, and the form it was based on. */
  mine: V;
  base: V;
  intent: Intent;
  changedBy?: string;
  changedAt?: string;
}

export function useEditor<V, Item extends Versioned, Intent, E extends EditorErrors>(
  kind: EditorKind<V, Item, Intent, E>,
) {
  const [start] = useState(() => {
    // The form starts as saved; a draft kept in this browser that would change it is offered.
    const saved = kind.item ? kind.formOf(kind.item) : kind.empty;
    const kept = loadDraft(kind.draftKeyOf(kind.item), kind.readDraft);
    if (!kept) return { saved, offered: null };
    const values = restoredValues(kind, kept, saved);
    const offered: OfferedDraft<V> | null = kind.same(values, saved)
      ? null
      : {
          draft: kept,
          values,
          rows: diffRecords(kind.fields, kind.comparable(saved), kind.comparable(values)),
          savedSince: !!kind.item && kept.baseUpdatedAt !== kind.item.updatedAt,
        };
    return { saved, offered };
  });
  const [current, setCurrent] = useState(kind.item);
  const [saved, setSaved] = useState(start.saved);
  const [restored, setRestored] = useState<OfferedDraft<V> | null>(start.offered);
  const [values, setValues] = useState<V>(start.saved);
  const [slugEdited, setSlugEdited] = useState(!kind.slugFollowsTitle || kind.item !== undefined);
  const [errors, setErrors] = useState<E>({} as E);
  // The intent of a save the form's checks refused: from then on, every change is checked again.
  const [checked, setChecked] = useState<{ intent: Intent } | null>(null);
  const [refused, setRefused] = useState<Refused<V, Item, Intent> | null>(null);
  const [keeping, setKeeping] = useState(false);
  const latest = useRef(values);
  latest.current = values;
  const form = useRef<HTMLFormElement>(null);

  const key = kind.draftKeyOf(current);
  const dirty = !kind.same(values, saved);
  // While a kept draft is offered, it stays as it is: typing meanwhile does not replace it.
  const kept = useKeptDraft(key, dirty ? { values, slugEdited, baseUpdatedAt: current?.updatedAt ?? null, base: saved } : null, restored !== null);
  const guard = useLeaveGuard(dirty);

  /** Sets the values to `update` of those of the latest change, not of the render a handler was
   * made in: two changes in one tick, or one from a callback made renders ago (a picker's), never
   * drop each other's fields. `keep` says which messages stand when the form is not being checked. */
  function change(update: (now: V) => V, keep?: (errors: E) => E) {
    const next = update(latest.current);
    latest.current = next;
    setValues(next);
    if (checked) setErrors(kind.validate(next, checked.intent));
    else if (keep) setErrors(keep);
  }

  function focusFirstInvalid() {
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"] button')?.focus());
  }

  /** Saves the form: `values`, based on `base` (the item as saved, and its form). */
  async function save(intent: Intent, values = latest.current, base: { item: Item | undefined; form: V } = { item: current, form: saved }) {
    if (kind.busy) return;
    setChecked({ intent });
    const found = kind.validate(values, intent);
    const slugCheck = kind.slugCheck();
    if (slugCheck.state === 'taken') found.slug ??= slugCheck.message;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast({ variant: 'destructive', title: `Check the ${kind.what}`, description: 'Some fields need attention before saving.' });
      focusFirstInvalid();
      return;
    }
    const sent = values;
    try {
      const result = await kind.send(sent, intent, base.item, base.form);
      const now = kind.formOf(result);
      // Typing went on while the request ran: that stays, unsaved (and kept on this device).
      const typed = !kind.same(latest.current, sent);
      clearDraft(key);
      if (typed) {
        saveDraft(kind.draftKeyOf(result), {
          values: latest.current,
          slugEdited: true,
          baseUpdatedAt: result.updatedAt,
          savedAt: new Date().toISOString(),
          base: now,
        });
      }
      setCurrent(result);
      setSaved(now);
      if (!typed) setValues(now);
      setSlugEdited(true);
      setRestored(null);
      setErrors({} as E);
      setChecked(null);
      toast(kind.savedToast(result, base.item));
      kind.onSaved?.(result, base.item);
    } catch (error) {
      if (error instanceof ApiError && error.isStale) {
        setRefused({ theirs: (error.current as Item | null) ?? null, mine: sent, base: base.form, intent, changedBy: error.changedBy, changedAt: error.changedAt });
        return;
      }
      if (error instanceof ApiError) {
        if (kind.serverMessagesStay) setChecked(null);
        if (error.status === 409) {
          setErrors({ slug: error.serverMessage ?? `Another ${kind.what} has this slug: choose another one.` } as E);
        } else if (error.status === 422) setErrors(kind.fromServer(error.fieldErrors));
      }
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, `Failed to save the ${kind.what}.`) });
      focusFirstInvalid();
    }
  }

  /** Goes on from `theirs` (the item as stored now; null: deleted) with the form showing `shown`. */
  function rebase(theirs: Item | null, shown: V) {
    const form = theirs ? kind.formOf(theirs) : kind.empty;
    setCurrent(theirs ?? undefined);
    setSaved(form);
    setValues(shown);
    latest.current = shown;
    setRefused(null);
    return form;
  }

  /** "Reload theirs": the admin's changes go; the form holds the item as stored now. */
  function reloadTheirs() {
    if (!refused) return;
    clearDraft(key);
    rebase(refused.theirs, refused.theirs ? kind.formOf(refused.theirs) : kind.empty);
    setErrors({} as E);
    setChecked(null);
  }

  /** "Keep mine": the fields the admin changed, on top of the item as stored now, saved at once
   * (with the same intent) on its version. An item deleted meanwhile is written again whole. */
  async function keepMine() {
    if (!refused) return;
    const { theirs, mine, base, intent } = refused;
    let kept = mine;
    if (theirs) {
      const merged = { ...(kind.formOf(theirs) as object) } as Record<string, unknown>;
      for (const field of changedKeys(kind.fields, kind.comparable(base), kind.comparable(mine))) {
        merged[field] = (mine as Record<string, unknown>)[field];
      }
      kept = merged as V;
    }
    const form = rebase(theirs, kept);
    setKeeping(true);
    try {
      await save(intent, kept, { item: theirs ?? undefined, form });
    } finally {
      setKeeping(false);
    }
  }

  const conflict: Conflict | null = refused && {
    what: kind.what,
    rows: refused.theirs
      ? conflictRows(kind.fields, {
          base: kind.comparable(refused.base),
          theirs: kind.comparable(kind.formOf(refused.theirs)),
          mine: kind.comparable(refused.mine),
        })
      : [],
    changedBy: refused.changedBy,
    changedAt: refused.changedAt ?? refused.theirs?.updatedAt,
    deleted: refused.theirs === null,
  };

  /** The item as the server answered a change made outside this form (a version restored from
   * the History, which asked before discarding unsaved work): the form holds it, based on its
   * version, so a save that follows is not refused; what was typed and kept here goes. */
  function replaceWith(item: Item) {
    clearDraft(key);
    const form = kind.formOf(item);
    setCurrent(item);
    setSaved(form);
    setValues(form);
    latest.current = form;
    setSlugEdited(true);
    setRestored(null);
    setRefused(null);
    setErrors({} as E);
    setChecked(null);
  }

  /** The offered draft's changes go into the form (on top of the item as stored now). */
  function restoreDraft() {
    if (!restored) return;
    setValues(restored.values);
    latest.current = restored.values;
    setSlugEdited(restored.draft.slugEdited || current !== undefined || !kind.slugFollowsTitle);
    setRestored(null);
    setErrors({} as E);
  }

  /** The offered draft is forgotten; the form stays as it is. */
  function discardDraft() {
    clearDraft(key);
    setRestored(null);
  }

  return {
    current,
    saved,
    values,
    errors,
    restored,
    restoreDraft,
    discardDraft,
    replaceWith,
    slugEdited,
    setSlugEdited,
    change,
    save,
    busy: kind.busy,
    conflict,
    keeping,
    reloadTheirs,
    keepMine: () => void keepMine(),
    closeConflict: () => setRefused(null),
    dirty,
    kept,
    guard,
    draftKey: key,
    form,
  };
}
