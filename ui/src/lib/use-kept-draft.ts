// Keeps the editor's unsaved work in localStorage (draft-storage.ts) while it differs from the
// saved item (a post, a case study): written once the typing pauses, and at once when the tab is
// hidden or closed, so a crash loses at most the last moment of typing. Nothing to keep clears what was kept;
// while `hold` is set (a kept draft is being offered back), what is kept is left as it is.

import { useEffect, useRef, useState } from 'react';
import { clearDraft, saveDraft, type StoredDraft } from './draft-storage';

export const DRAFT_DELAY_MS = 500;

/** Returns whether the browser kept the last write (false: storage is full or switched off). */
export function useKeptDraft<V>(key: string, draft: Omit<StoredDraft<V>, 'savedAt'> | null, hold = false): boolean {
  const [kept, setKept] = useState(true);
  const latest = useRef(hold ? null : draft);
  latest.current = hold ? null : draft;

  useEffect(() => {
    if (hold) return;
    if (!draft) {
      clearDraft(key);
      return;
    }
    const timer = setTimeout(() => setKept(saveDraft(key, { ...draft, savedAt: new Date().toISOString() })), DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
    // Each part, not the object around them (made anew at every render), decides when to write.
  }, [key, hold, draft === null, draft?.values, draft?.slugEdited, draft?.baseUpdatedAt, draft?.base]);

  useEffect(() => {
    const flush = () => {
      if (latest.current && document.visibilityState !== 'visible') {
        saveDraft(key, { ...latest.current, savedAt: new Date().toISOString() });
      }
    };
    const onPageHide = () => {
      if (latest.current) saveDraft(key, { ...latest.current, savedAt: new Date().toISOString() });
    };
    document.addEventListener('visibilitychange', flush);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', flush);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [key]);

  return kept;
}
