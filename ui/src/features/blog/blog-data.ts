// What the blog's pages show: a page of /blog (its posts, the page count, the categories) and an
// article (its rendered body and its neighbours). The server inlines the page's own as app-data's
// `blog`; a page reached without it (client-side from another page, vite dev, tests) asks the API:
// GET /api/posts for a page of posts, /api/posts/slug/{slug} for an article, and once per page
// load the newest 100 posts for what the API does not give (category counts, neighbours); each in
// the page's language.

import { useEffect, useState } from 'react';
import { withLang } from '@/i18n/page';
import { api, ApiError } from '@/lib/api-client';
import { readAppData } from '@/lib/app-data';
import type { BlogArticle, BlogCategory, BlogIndex, PublicPost } from '@/types/posts';
import { parsePostLink, parsePublicPost, parsePublicPosts } from './public-posts';

/** Posts on a page of /blog (the server's PAGE_SIZE). */
export const BLOG_PAGE_SIZE = 10;
/** The most the API lists at once: the fallback's view of the whole blog. */
const SCAN_LIMIT = 100;

type Item = Record<string, unknown>;
const isObject = (value: unknown): value is Item => typeof value === 'object' && value !== null;
const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);

function parseCategories(raw: unknown): BlogCategory[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((c) =>
    isObject(c) && typeof c.slug === 'string' && typeof c.name === 'string' && count(c.count) !== null
      ? [{ slug: c.slug, name: c.name, count: c.count as number }]
      : [],
  );
}

export function parseBlogIndex(raw: unknown): BlogIndex | null {
  if (!isObject(raw) || !Array.isArray(raw.posts)) return null;
  const page = count(raw.page);
  const pages = count(raw.pages);
  const total = count(raw.total);
  if (!page || !pages || total === null) return null;
  return {
    page,
    pages,
    total,
    category: typeof raw.category === 'string' ? raw.category : null,
    categories: parseCategories(raw.categories),
    posts: parsePublicPosts(raw.posts),
  };
}

export function parseBlogArticle(raw: unknown): BlogArticle | null {
  if (!isObject(raw) || !isObject(raw.post)) return null;
  const post = parsePublicPost(raw.post);
  if (!post || typeof raw.post.bodyHtml !== 'string') return null;
  return { post: { ...post, bodyHtml: raw.post.bodyHtml }, previous: parsePostLink(raw.previous), next: parsePostLink(raw.next) };
}

/** The page's inlined `blog`, read once per page load. */
let inlined: unknown;
function inlinedBlog(): unknown {
  inlined ??= readAppData()?.blog ?? null;
  return inlined;
}

let scan: Promise<PublicPost[]> | undefined;
/** The newest posts, asked once per page load (the fallback's categories and neighbours). */
function newestPosts(): Promise<PublicPost[]> {
  scan ??= api
    .get<{ posts?: unknown }>(withLang(`/api/posts?limit=${SCAN_LIMIT}`))
    .then((body) => parsePublicPosts(body.posts))
    .catch((error: unknown) => {
      scan = undefined;
      throw error;
    });
  return scan;
}

/** The categories of `posts` with their counts, by name (as the server lists them). */
export function categoriesOf(posts: readonly PublicPost[]): BlogCategory[] {
  const found = new Map<string, BlogCategory>();
  for (const post of posts) {
    const known = found.get(post.categorySlug);
    if (known) known.count += 1;
    else found.set(post.categorySlug, { slug: post.categorySlug, name: post.category, count: 1 });
  }
  return [...found.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The page's inlined data when it is this page of /blog. */
function inlinedIndex(page: number, category: string | null): BlogIndex | undefined {
  const ready = parseBlogIndex(inlinedBlog());
  return ready && ready.page === page && ready.category === category ? ready : undefined;
}

/** The page's inlined data when it is this article. */
function inlinedArticle(slug: string): BlogArticle | undefined {
  const ready = parseBlogArticle(inlinedBlog());
  return ready?.post.slug === slug ? ready : undefined;
}

/** A page of /blog; null when there is no such page (past the last, or an unknown category). */
export async function loadBlogIndex(page: number, category: string | null): Promise<BlogIndex | null> {
  const here = inlinedIndex(page, category);
  if (here) return here;
  const ready = parseBlogIndex(inlinedBlog());
  const params = new URLSearchParams({ page: String(page), limit: String(BLOG_PAGE_SIZE) });
  if (category) params.set('category', category);
  const [list, categories] = await Promise.all([
    api.get<{ posts?: unknown; total?: unknown }>(withLang(`/api/posts?${params}`)),
    ready ? Promise.resolve(ready.categories) : newestPosts().then(categoriesOf),
  ]);
  const total = count(list.total) ?? 0;
  const pages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  if (page > pages || (category && total === 0)) return null;
  return { page, pages, total, category, categories, posts: parsePublicPosts(list.posts) };
}

/** The article at `slug`; null when no published post has it. */
export async function loadBlogArticle(slug: string): Promise<BlogArticle | null> {
  const here = inlinedArticle(slug);
  if (here) return here;
  let post: unknown;
  try {
    post = (await api.get<{ post?: unknown }>(withLang(`/api/posts/slug/${encodeURIComponent(slug)}`))).post;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
  const article = parseBlogArticle({ post });
  if (!article) return null;
  // Newest first: the previous article is the older one. Unknown past the newest 100.
  const newest = await newestPosts().catch(() => []);
  const index = newest.findIndex((p) => p.slug === slug);
  const link = (p: PublicPost | undefined) => (p ? { slug: p.slug, title: p.title } : null);
  return index < 0 ? article : { ...article, previous: link(newest[index + 1]), next: link(newest[index - 1]) };
}

/** Forgets what this page load read (tests). */
export function resetBlogData(): void {
  inlined = undefined;
  scan = undefined;
}

export type Loaded<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'missing' } | { state: 'failed' };

/** `load()`'s answer for a screen, loaded again when `key` changes; what the page carries
 * (`inlined`) is there from the first paint. */
function useLoaded<T>(key: string, inlined: () => T | undefined, load: () => Promise<T | null>): Loaded<T> {
  const [result, setResult] = useState<{ key: string; loaded: Loaded<T> } | null>(() => {
    const data = inlined();
    return data === undefined ? null : { key, loaded: { state: 'ready', data } };
  });
  useEffect(() => {
    if (result?.key === key) return;
    let live = true;
    load()
      .then((data) => live && setResult({ key, loaded: data === null ? { state: 'missing' } : { state: 'ready', data } }))
      .catch((error: unknown) => {
        console.error('Failed to load the blog', error);
        if (live) setResult({ key, loaded: { state: 'failed' } });
      });
    return () => {
      live = false;
    };
  }, [key]);
  return result?.key === key ? result.loaded : { state: 'loading' };
}

export const useBlogIndex = (page: number, category: string | null) =>
  useLoaded(
    `${page}|${category ?? ''}`,
    () => inlinedIndex(page, category),
    () => loadBlogIndex(page, category),
  );

export const useBlogArticle = (slug: string) =>
  useLoaded(
    slug,
    () => inlinedArticle(slug),
    () => loadBlogArticle(slug),
  );
