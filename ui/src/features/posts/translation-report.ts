// What the Translations overview lists of the articles in one language: each translated field
// missing or out of date, of every article, linked to its editor open on that field there.

import { paths } from '@/config/paths';
import { leftToDo, type TranslationEntry, type TranslationReport, translationSearch } from '@/lib/translations';
import { useAllPosts } from './api/posts';
import { labelOf, translationStatuses } from './post-translation';

export function usePostTranslationReport(lang: string): TranslationReport {
  const posts = useAllPosts();
  const entries = (posts.data ?? []).flatMap((post) =>
    translationStatuses(post, lang).flatMap(({ field, status }): TranslationEntry[] =>
      leftToDo(status)
        ? [
            {
              where: post.title,
              field: labelOf(field),
              status: status.status,
              since: status.since,
              href: paths.admin.blogPostEditOf(post.slug) + translationSearch({ lang, field }),
            },
          ]
        : [],
    ),
  );
  return { title: 'Blog Posts', entries, pending: posts.isPending, error: posts.error, retry: () => void posts.refetch() };
}
