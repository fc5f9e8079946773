// The editor's unsaved work, kept in this browser's localStorage while the admin types, so a
// reload, a closed tab or a crash does not lose it. One entry per post ("new" for one not saved
// yet), or per case study; cleared once the server has it. Storage can be full or switched off:
// then nothing is kept and the editor still works.

import { EMPTY_POST_FORM, type PostField, type PostFormValues } from './post-form';

const PREFIX = 'postDraft:';

/** `V`: the editor's values (a post's unless told). */
export interface StoredDraft<V = PostFormValues> {
  values: V;
  /** The slug was typed by the admin: it no longer follows the title. */
  slugEdited: boolean;
  /** When the draft was last written (RFC 3339). */
  savedAt: string;
  /** The post's updatedAt when editing began; null for a new post. A different one now means
   * someone saved the post since. */
  baseUpdatedAt: string | null;
}

export function draftKey(postId: number | 'new'): string {
  return `${PREFIX}${postId}`;
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

/** A post's values as kept; null when they are of another shape. A field this editor added after
 * the draft was written is filled in as empty. */
function readPostValues(raw: unknown): PostFormValues | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  const fits = (Object.keys(EMPTY_POST_FORM) as PostField[]).every((key) => ['string', 'undefined'].includes(typeof record[key]));
  return fits ? { ...EMPTY_POST_FORM, ...(record as Partial<PostFormValues>) } : null;
}

/** The draft kept under `key`, or null when there is none or it is unreadable; `readValues`
 * checks and completes the values of another editor than the post's. */
export function loadDraft(key: string): StoredDraft | null;
export function loadDraft<V>(key: string, readValues: (raw: unknown) => V | null): StoredDraft<V> | null;
export function loadDraft(key: string, readValues: (raw: unknown) => unknown = readPostValues): StoredDraft<unknown> | null {
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
