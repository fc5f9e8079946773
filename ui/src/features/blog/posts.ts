// The blog's three articles (SPEC.md §2, §3). Their metadata is posts.json, which the server also
// reads for meta tags, the sitemap and the feed; each body is content/<slug>.html, loaded only when
// its article is opened.

import rawPosts from './posts.json';

export interface BlogPost {
  slug: string;
  title: string;
  excerpt: string;
  /** YYYY-MM-DD */
  date: string;
  category: string;
  /** Minutes. */
  readTime: number;
  author: string;
  image: string;
}

export const POSTS: readonly BlogPost[] = rawPosts;

export function findPost(slug: string): BlogPost | undefined {
  return POSTS.find((post) => post.slug === slug);
}

const BODIES = import.meta.glob<string>('./content/*.html', { query: '?raw', import: 'default' });

/** The article's HTML body, or null when there is none. */
export async function loadPostBody(slug: string): Promise<string | null> {
  const load = BODIES[`./content/${slug}.html`];
  return load ? load() : null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM-DD' as 'MMM d, yyyy' (SPEC.md §9), read as a calendar date (no time-zone shift). */
export function formatPostDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return date;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}
