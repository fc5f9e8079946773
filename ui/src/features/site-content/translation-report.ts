// What the Translations overview lists of the site content in one language: each text missing or
// out of date, of every form, linked to the Site Content screen open on it in that language.

import { paths } from '@/config/paths';
import type { TranslationReport } from '@/lib/translations';
import { useSiteContent } from './api/site-content';
import { contentEntries } from './translation';

export function useSiteContentTranslationReport(lang: string): TranslationReport {
  const source = useSiteContent();
  const translated = useSiteContent(lang);
  const entries = source.data && translated.data ? contentEntries(source.data.content, translated.data.states, lang, paths.admin.siteContent) : [];
  return {
    title: 'Site Content',
    entries,
    pending: source.isPending || translated.isPending,
    error: source.error ?? translated.error,
    retry: () => {
      void source.refetch();
      void translated.refetch();
    },
  };
}
