// A post's unsaved work as this browser keeps it (lib/draft-storage.ts): one entry per post ("new"
// for one not saved yet), read back as the post editor's fields.

import { clearDraft, loadDraft as loadKept, saveDraft, type StoredDraft as Kept } from '@/lib/draft-storage';
import { EMPTY_POST_FORM, type PostField, type PostFormValues } from './post-form';

export { clearDraft, saveDraft };

/** `V`: the editor's values (a post's unless told). */
export type StoredDraft<V = PostFormValues> = Kept<V>;

const PREFIX = 'postDraft:';

export function draftKey(postId: number | 'new'): string {
  return `${PREFIX}${postId}`;
}

/** A post's values as kept; null when they are of another shape. A field this editor added after
 * the draft was written is filled in as empty. */
export function readPostValues(raw: unknown): PostFormValues | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  const fits = (Object.keys(EMPTY_POST_FORM) as PostField[]).every((key) => ['string', 'undefined'].includes(typeof record[key]));
  return fits ? { ...EMPTY_POST_FORM, ...(record as Partial<PostFormValues>) } : null;
}

/** The draft kept under `key`, read as a post's unless `readValues` reads another editor's. */
export function loadDraft(key: string): StoredDraft | null;
export function loadDraft<V>(key: string, readValues: (raw: unknown) => V | null): StoredDraft<V> | null;
export function loadDraft(key: string, readValues: (raw: unknown) => unknown = readPostValues): StoredDraft<unknown> | null {
  return loadKept(key, readValues);
}
