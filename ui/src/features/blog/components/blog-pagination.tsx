// The numbered pages of /blog: plain links (?page=n), each page a document the server renders.
// The current page is marked for screen readers (aria-current) and by its look; Previous and Next
// are there when there is somewhere to go.

import { ArrowLeft, ArrowRight } from 'lucide-react';
import { t } from '@/i18n/page';
import { blogHref, pageItems } from '../blog-links';

const LINK =
  'inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full border px-4 text-sm font-semibold tabular-nums transition ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-main';
const IDLE = 'border-line text-ink hover:border-main/60 hover:text-main-ink';
const CURRENT = 'border-main bg-main text-on-main';

export function BlogPagination({ page, pages, category }: { page: number; pages: number; category: string | null }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('blog.pages')} class="mt-16">
      <ul class="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <a href={blogHref(page - 1, category)} rel="prev" aria-label={t('blog.previousPage')} class={`${LINK} ${IDLE}`}>
              <ArrowLeft size={16} aria-hidden="true" />
              {t('blog.previous')}
            </a>
          </li>
        )}
        {pageItems(page, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" class="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                href={blogHref(item, category)}
                aria-label={t('blog.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                class={`${LINK} ${item === page ? CURRENT : IDLE}`}
              >
                {item}
              </a>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <a href={blogHref(page + 1, category)} rel="next" aria-label={t('blog.nextPage')} class={`${LINK} ${IDLE}`}>
              {t('blog.next')}
              <ArrowRight size={16} aria-hidden="true" />
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
