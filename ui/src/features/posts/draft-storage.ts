// The editor's unsaved work, kept in this browser's localStorage while the admin types, so a
// reload, a closed tab or a crash does not lose it. One entry per post ("new" for one not saved
// yet); cleared once the server has the post. Storage can be full or switched off: then nothing
// is kept and the editor still works.

import { EMPTY_POST_FORM, type PostField, type PostFormValues } from './post-form';

const PREFIX = 'postDraft:';

export interface StoredDraft {
  values: PostFormValues;
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
export function saveDraft(key: string, draft: StoredDraft): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

function isValues(raw: unknown): raw is Partial<PostFormValues> {
  if (typeof raw !== 'object' || raw === null) return false;
  const record = raw as Record<string, unknown>;
  // A field this editor added after the draft was written is filled in as empty.
  return (Object.keys(EMPTY_POST_FORM) as PostField[]).every((key) => ['string', 'undefined'].includes(typeof record[key]));
}

/** The draft kept under `key`, or null when there is none or it is unreadable. */
export function loadDraft(key: string): StoredDraft | null {
  let text: string | null;
  try {
    text = localStorage.getItem(key);
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const raw = JSON.parse(text) as Partial<StoredDraft>;
    if (!isValues(raw.values) || typeof raw.savedAt !== 'string') return null;
    return {
      values: { ...EMPTY_POST_FORM, ...raw.values },
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
