// What the Translations overview lists of one kind of content in one language: each translatable
// field missing or out of date, of every item, linked to the item's editor open on it.

import { type TranslationReport, leftToDo, translationSearch } from '@/lib/translations';
import { useContentList } from './api/content';
import type { EntityConfig } from './entities';
import { translationStatuses } from './translations';
import type { ContentItem } from './types';

export function useContentTranslationReport<T extends ContentItem>(entity: EntityConfig<T>, lang: string): TranslationReport {
  const list = useContentList(entity);
  const entries = (list.data ?? []).flatMap((item) =>
    translationStatuses(entity.fields, item, lang).flatMap(({ field, status }) =>
      leftToDo(status)
        ? [
            {
              where: entity.nameOf(item),
              field: field.label,
              status: status.status,
              since: status.since,
              href: entity.adminPath + translationSearch({ lang, item: item.id, field: field.name }),
            },
          ]
        : [],
    ),
  );
  return { title: entity.title, entries, pending: list.isPending, error: list.error, retry: () => void list.refetch() };
}
