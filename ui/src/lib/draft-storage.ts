// An editor's unsaved work, kept in this browser's localStorage while the admin types, so a
// reload, a closed tab or a crash does not lose it. One entry per item being written (a post, a
// case study), cleared once the server has it. Storage can be full or switched off: then nothing
// is kept and the editor still works. A draft keeps the form it started from (`base`) beside the
// values typed, so what the admin changed can be told from what was simply loaded: brought back
// later, only those changes are offered, on top of the item as stored then.

/** `V`: the editor's values. */
export interface StoredDraft<V> {
  values: V;
  /** The slug was typed by the admin: it no longer follows the title. */
  slugEdited: boolean;
  /** When the draft was last written (RFC 3339). */
  savedAt: string;
  /** The item's updatedAt when editing began; null for a new one. A different one now means
   * someone saved the item since. */
  baseUpdatedAt: string | null;
  /** The form as loaded when editing began (null: unknown, a draft of an older editor): the
   * fields whose values differ from it are the admin's changes. */
  base: V | null;
}

/** Writes the draft; false when the browser would not keep it. */
export function saveDraft<V>(key: string, draft: StoredDraft<V>): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/** The draft kept under `key`, or null when there is none or it is unreadable; `readValues`
 * checks and completes the values as the editor that kept them has them (null: another shape). */
export function loadDraft<V>(key: string, readValues: (raw: unknown) => V | null): StoredDraft<V> | null {
  let text: string | null;
  try {
    text = localStorage.getItem(key);
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const raw = JSON.parse(text) as Partial<StoredDraft<unknown>>;
    const values = readValues(raw.values);
    if (values === null || typeof raw.savedAt !== 'string') return null;
    return {
      values,
      slugEdited: raw.slugEdited === true,
      savedAt: raw.savedAt,
      baseUpdatedAt: typeof raw.baseUpdatedAt === 'string' ? raw.baseUpdatedAt : null,
      base: raw.base === undefined || raw.base === null ? null : readValues(raw.base),
    };
  } catch {
    return null;
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
