// The Privacy Policy and the Terms (/privacy, /terms): the server renders their Markdown and
// inlines the page's title and sanitized HTML as app-data's `legal`. A page reached without it
// (a client-side move from another page) reads the same data from the page the server serves at
// that address. The other pages' content says whether each exists: an absent one is Not Found.
// Only the legal route loads this module.

import { useEffect, useState } from 'react';
import { readAppData } from '@/lib/app-data';
import type { LegalPage } from '@/types/site-content';

export type LegalKey = 'privacy' | 'terms';

export type LegalState =
  | { state: 'loading' }
  | { state: 'ready'; page: LegalPage }
  | { state: 'missing' };

/** A legal page in `raw`; null unless it has a title and its HTML. */
export function parseLegalPage(raw: unknown): LegalPage | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { title, html } = raw as Record<string, unknown>;
  return typeof title === 'string' && title && typeof html === 'string' ? { title, html } : null;
}

/** The address this document was loaded at: its inlined data is that page's. */
function loadedPath(): string {
  const entry = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation')[0] : undefined;
  return entry ? new URL(entry.name).pathname : window.location.pathname;
}

/** The page at `path` if this document is it: the server inlined it (or it has none). */
function inlinedPage(path: string): LegalPage | null | undefined {
  return loadedPath() === path ? parseLegalPage(readAppData()?.legal) : undefined;
}

/** The page at `path` as the server serves it, read from its inlined data; null when it has none. */
export async function fetchLegalPage(path: string): Promise<LegalPage | null> {
  const response = await fetch(path, { headers: { Accept: 'text/html' } });
  if (!response.ok) return null;
  const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
  return parseLegalPage(readAppData(doc)?.legal);
}

/** The legal page at `path` (read once: the route is keyed by it); missing at once when the site
 * has none (`exists` false) or this document is that page without one. */
export function useLegalPage(path: string, exists: boolean): LegalState {
  const [loaded, setLoaded] = useState<LegalState>(() => {
    const page = inlinedPage(path);
    if (page === undefined) return { state: 'loading' };
    return page ? { state: 'ready', page } : { state: 'missing' };
  });
  const waiting = exists && loaded.state === 'loading';
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    fetchLegalPage(path)
      .catch((error: unknown) => {
        console.error(`Failed to load ${path}`, error);
        return null;
      })
      .then((page) => live && setLoaded(page ? { state: 'ready', page } : { state: 'missing' }));
    return () => {
      live = false;
    };
  }, [path, waiting]);
  return exists ? loaded : { state: 'missing' };
}
