// The home page's words, the footer's links and which sections show (issue #16). The server
// inlines them into every public page as app-data's `content`, whole and in the page's language,
// so the first paint needs no request. Without them (vite dev, tests) they are asked of
// GET /api/site-content (?lang=), once per page load. The defaults (the copy the site was built
// with) fill any field that is missing or malformed; a page from the server has none such, so they
// are a chunk of their own, loaded only when a field needs them: the first load does not carry
// the copy twice, in the data and the code.

import { useEffect, useState } from 'react';
import { withLang } from '@/i18n/page';
import { api } from '@/lib/api-client';
import { readAppData } from '@/lib/app-data';
import type { SiteContent } from '@/types/site-content';
import { parseSiteContent } from './parse-content';

/** The inlined content as read at first; `content` holds empty fields where it was incomplete. */
let inlined: ReturnType<typeof parseSiteContent> | undefined;
// One copy per page load, once complete (with the defaults where needed).
let cache: SiteContent | undefined;
let pending: Promise<SiteContent> | undefined;

function readInlined() {
  inlined ??= parseSiteContent(readAppData()?.content);
  return inlined;
}

/** The content available without a request: inlined and complete, or loaded earlier. */
export function cachedSiteContent(): SiteContent | null {
  if (cache) return cache;
  const read = readInlined();
  if (read.complete) cache = read.content;
  return cache ?? null;
}

async function fetchContent(): Promise<unknown> {
  try {
    return (await api.get<{ content?: unknown }>(withLang('/api/site-content'))).content;
  } catch (error) {
    console.error('Failed to load the site content', error);
    return undefined; // The defaults show.
  }
}

/** The content, completed with the defaults and fetched (once) when the page did not carry it. */
export function loadSiteContent(): Promise<SiteContent> {
  const ready = cachedSiteContent();
  if (ready) return Promise.resolve(ready);
  const raw = readAppData()?.content;
  pending ??= Promise.all([import('@/config/default-content'), raw === undefined ? fetchContent() : raw]).then(
    ([{ DEFAULT_CONTENT }, content]) => (cache = parseSiteContent(content, DEFAULT_CONTENT).content),
  );
  return pending;
}

/** Forgets the cached content (tests). */
export function resetSiteContent(): void {
  inlined = undefined;
  cache = undefined;
  pending = undefined;
}

/** The site's content for a screen. Until a fallback has loaded, the fields the page carried
 * (empty ones where it carried none). */
export function useSiteContent(): SiteContent {
  const [content, setContent] = useState(cachedSiteContent);
  useEffect(() => {
    if (content) return;
    let live = true;
    void loadSiteContent().then((loaded) => live && setContent(loaded));
    return () => {
      live = false;
    };
  }, [content]);
  return content ?? readInlined().content;
}
