// The state of an editor of a page the admin writes (a post, a case study; EditorShell draws it):
// the values as saved and as typed, the messages, and the save. Unsaved work is never lost
// silently: it is kept in this browser as it is typed (and offered back after a reload or a
// crash, useKeptDraft), and leaving the page with it asks first (useLeaveGuard). Each kind says
// what its values are, how they are checked and sent, and what the toasts say.

import { useRef, useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client';
import { clearDraft, loadDraft, saveDraft, type StoredDraft } from '@/lib/draft-storage';
import { toast, type ToastInput } from '@/lib/toast';
import { useKeptDraft } from '@/lib/use-kept-draft';
import { useLeaveGuard } from '@/lib/use-leave-guard';
import type { SlugCheck } from './slug-field';

/** Messages by field, or by the server's key of a list's row (`results.0.value`). */
export type EditorErrors = Partial<Record<string, string>> & { slug?: string };

export interface EditorKind<V, Item extends { updatedAt: string }, Intent, E extends EditorErrors> {
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
  /** The slug typed in the form follows the title until the admin types one. */
  slugFollowsTitle?: boolean;
  /** Each field the server would refuse, for a save that asks for `intent`. */
  validate: (values: V, intent: Intent) => E;
  /** A 422's messages, kept where the form shows them. */
  fromServer: (errors: Record<string, string>) => E;
  /** After a refusal of the server its messages stay until their fields are edited (not checked
   * again at each change, as after the form's own refusal). */
  serverMessagesStay?: boolean;
  /** Sends the values: `current` is the item as saved (none for a new one), `saved` its form. */
  send: (values: V, intent: Intent, current: Item | undefined, saved: V) => Promise<Item>;
  /** A request of the editor is under way (a save, a delete). */
  busy: boolean;
  /** The slug's check at the time of a save (a taken slug refuses it). */
  slugCheck: () => SlugCheck;
  /** What the toast says once the server has `saved` the item that was `before`. */
  savedToast: (saved: Item, before: Item | undefined) => ToastInput;
  onSaved?: (saved: Item, before: Item | undefined) => void;
}

export function useEditor<V, Item extends { updatedAt: string }, Intent, E extends EditorErrors>(
  kind: EditorKind<V, Item, Intent, E>,
) {
  const [start] = useState(() => {
    // The form's first values: a draft kept in this browser when it differs from the saved ones.
    const saved = kind.item ? kind.formOf(kind.item) : kind.empty;
    const kept = loadDraft(kind.draftKeyOf(kind.item), kind.readDraft);
    return { saved, restored: kept && !kind.same(kept.values, saved) ? kept : null };
  });
  const [current, setCurrent] = useState(kind.item);
  const [saved, setSaved] = useState(start.saved);
  const [restored, setRestored] = useState<StoredDraft<V> | null>(start.restored);
  const [values, setValues] = useState<V>(start.restored?.values ?? start.saved);
  const [slugEdited, setSlugEdited] = useState(start.restored?.slugEdited ?? (!kind.slugFollowsTitle || kind.item !== undefined));
  const [errors, setErrors] = useState<E>({} as E);
  // The intent of a save the form's checks refused: from then on, every change is checked again.
  const [checked, setChecked] = useState<{ intent: Intent } | null>(null);
  const latest = useRef(values);
  latest.current = values;
  const form = useRef<HTMLFormElement>(null);

  const key = kind.draftKeyOf(current);
  const dirty = !kind.same(values, saved);
  const kept = useKeptDraft(key, dirty ? { values, slugEdited, baseUpdatedAt: current?.updatedAt ?? null } : null);
  const guard = useLeaveGuard(dirty);

  /** Sets the values; `keep` says which messages stand when the form is not being checked. */
  function change(next: V, keep?: (errors: E) => E) {
    setValues(next);
    if (checked) setErrors(kind.validate(next, checked.intent));
    else if (keep) setErrors(keep);
  }

  function focusFirstInvalid() {
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"] button')?.focus());
  }

  async function save(intent: Intent) {
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
      const result = await kind.send(sent, intent, current, saved);
      const now = kind.formOf(result);
      // Typing went on while the request ran: that stays, unsaved (and kept on this device).
      const typed = !kind.same(latest.current, sent);
      clearDraft(key);
      if (typed) {
        saveDraft(kind.draftKeyOf(result), { values: latest.current, slugEdited: true, baseUpdatedAt: result.updatedAt, savedAt: new Date().toISOString() });
      }
      setCurrent(result);
      setSaved(now);
      if (!typed) setValues(now);
      setSlugEdited(true);
      setRestored(null);
      setErrors({} as E);
      setChecked(null);
      toast(kind.savedToast(result, current));
      kind.onSaved?.(result, current);
    } catch (error) {
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

  function discardRestored() {
    setValues(saved);
    setSlugEdited(!kind.slugFollowsTitle || current !== undefined);
    setRestored(null);
    setErrors({} as E);
    clearDraft(key);
  }

  return {
    current,
    saved,
    values,
    errors,
    restored,
    keepRestored: () => setRestored(null),
    discardRestored,
    slugEdited,
    setSlugEdited,
    change,
    save,
    busy: kind.busy,
    dirty,
    kept,
    guard,
    draftKey: key,
    form,
  };
}
