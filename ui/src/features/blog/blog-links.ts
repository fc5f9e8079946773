// The addresses of the blog's pages, as the server names them (canonical: category first, page 1
// without a number), in the page's language, and which page numbers a long list shows.

import { paths } from '@/config/paths';
import { localize } from '@/i18n/page';

export function blogHref(page: number, category: string | null): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  const blog = localize(paths.blog);
  return query ? `${blog}?${query}` : blog;
}

/** The page of /blog a query string asks for; null for a page number that is not one. */
export function blogQuery(search: string): { page: number | null; category: string | null } {
  const params = new URLSearchParams(search);
  const raw = params.get('page');
  const page = raw === null ? 1 : /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
  return { page, category: params.get('category') || null };
}

/** Every page number when there are few; else the first, the last and the current with its
 * neighbours, a gap ('…') where numbers are left out. */
export function pageItems(current: number, pages: number): (number | 'gap')[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const shown = new Set([1, pages, current - 1, current, current + 1].filter((n) => n >= 1 && n <= pages));
  // Near an end, keep five numbers in a row rather than a gap of one.
  if (current <= 3) [2, 3, 4].forEach((n) => shown.add(n));
  if (current >= pages - 2) [pages - 3, pages - 2, pages - 1].forEach((n) => shown.add(n));
  const items: (number | 'gap')[] = [];
  let last = 0;
  for (const n of [...shown].sort((a, b) => a - b)) {
    if (n - last > 1) items.push('gap');
    items.push(n);
    last = n;
  }
  return items;
}
