// What the Translations overview lists of the media library in one language: each alt text
// missing or out of date there, linked to the library with that item open in that language.

import { paths } from '@/config/paths';
import { fieldStatus, leftToDo, statesIn, type TranslationEntry, type TranslationReport, translationSearch } from '@/lib/translations';
import { useAllMedia } from './api/media';

export function useMediaTranslationReport(lang: string): TranslationReport {
  const media = useAllMedia();
  const entries = (media.data ?? []).flatMap((item): TranslationEntry[] => {
    const status = fieldStatus(item.alt, statesIn(item.translationStates, lang).alt);
    if (!leftToDo(status)) return [];
    const href = paths.admin.media + translationSearch({ lang, item: item.id, field: 'alt' });
    return [{ where: item.name, field: 'Alt text', status: status.status, since: status.since, href }];
  });
  return { title: 'Media Library', entries, pending: media.isPending, error: media.error, retry: () => void media.refetch() };
}
