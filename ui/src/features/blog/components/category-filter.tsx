// The blog's categories as links (?category=slug), with how many posts each holds; "All posts"
// first. The one shown is marked current.

import { t, tRich } from '@/i18n/page';
import type { BlogCategory } from '@/types/posts';
import { blogHref } from '../blog-links';

const PILL =
  'inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium transition ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-main';

function Pill({ href, current, name, count }: { href: string; current: boolean; name: string; count: number }) {
  return (
    <a
      href={href}
      aria-current={current ? 'page' : undefined}
      class={`${PILL} ${current ? 'border-main bg-main/15 text-ink' : 'border-line text-muted hover:border-main/50 hover:text-ink'}`}
    >
      {name}
      <span class="text-xs tabular-nums text-muted">
        {tRich('blog.postCount', { count, sr: (words) => <span class="sr-only">{words}</span> })}
      </span>
    </a>
  );
}

export function CategoryFilter({ categories, current }: { categories: readonly BlogCategory[]; current: string | null }) {
  if (categories.length < 2 && current === null) return null;
  const all = categories.reduce((sum, c) => sum + c.count, 0);
  return (
    <nav aria-label={t('blog.categories')} class="mt-12">
      <ul class="flex flex-wrap gap-2">
        <li>
          <Pill href={blogHref(1, null)} current={current === null} name={t('blog.allPosts')} count={all} />
        </li>
        {categories.map((c) => (
          <li key={c.slug}>
            <Pill href={blogHref(1, c.slug)} current={current === c.slug} name={c.name} count={c.count} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
