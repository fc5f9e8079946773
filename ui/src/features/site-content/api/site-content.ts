// The site content's calls (docs/DESIGN.md, "Site content"): the whole content, and a change of some
// sections that answers the whole content after it (or 422 with per-field messages, changing
// nothing). In another language (`?lang=es`, docs/DESIGN.md "HTTP contract, phase 3", the
// Languages bullet) the content is that language's text, each section has its version there, and
// each text its state; a change there writes the texts as translations.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiSchema } from '@/lib/api-client';
import type { TranslationStates } from '@/lib/translations';
import type { SiteContent, SiteContentInput } from '../types';

type SiteContentResponse = ApiSchema<'SiteContentResponse'>;

export const SITE_CONTENT_PATH = '/api/site-content';
export const SITE_CONTENT_ADMIN_PATH = '/api/admin/site-content';

/** The content and each section's version (what a form's save is based on); in another
 * language, each text's state too, by section then path. */
export interface VersionedContent {
  content: SiteContent;
  versions: Readonly<Record<string, number>>;
  states?: TranslationStates;
}

/** A path in `lang` (none: the default language, which the server serves without `?lang=`). */
const inLanguage = (path: string, lang?: string) => (lang ? `${path}?lang=${encodeURIComponent(lang)}` : path);

/** An answer of the API (a GET, a save, a 412's `current`) as the screen keeps it. */
export const versioned = (data: SiteContentResponse): VersionedContent => ({
  content: data.content as SiteContent,
  versions: data.versions ?? {},
  states: (data.translationStates ?? undefined) as TranslationStates | undefined,
});

/** The content in the default language, or (`lang`) in another; `enabled: false` waits. */
export function useSiteContent(lang?: string, enabled = true) {
  return useQuery({ queryKey: [inLanguage(SITE_CONTENT_PATH, lang)], select: versioned, enabled });
}

/** Keeps `answer` (the whole content with its versions: a save's, or a refusal's `current`) as
 * the content this screen shows. A change in the default language also changes what the other
 * languages fall back to and which of their translations are out of date: they are read again
 * when next shown. */
export function useStoreSiteContent(lang?: string) {
  const client = useQueryClient();
  return (answer: VersionedContent) => {
    const { states, ...rest } = answer;
    client.setQueryData<SiteContentResponse>([inLanguage(SITE_CONTENT_PATH, lang)], {
      ...rest,
      ...(states && { translationStates: states }),
    } as SiteContentResponse);
    if (lang) return;
    const translated = `${SITE_CONTENT_PATH}?lang=`;
    void client.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(translated) });
  };
}

/** A change of some sections (in `lang`: their translations); its `versions` name the ones it is
 * based on (a stale one: 412, with the whole content as stored now in the error's `current`). */
export function useSaveSiteContent(lang?: string) {
  const store = useStoreSiteContent(lang);
  return useMutation({
    mutationFn: (input: SiteContentInput) =>
      api.patch<SiteContentResponse>(inLanguage(SITE_CONTENT_ADMIN_PATH, lang), input).then(versioned),
    // The answer is the whole content with its sections' versions: what the next change is based on.
    onSuccess: store,
  });
}
