// The published posts as the public pages read them: checked field by field (a malformed entry is
// left out, never drawn half), and the home page's three newest, inlined by the server as
// app-data's `latestPosts` or asked of the API when the page carries none.

import { useEffect, useState } from 'react';
import { withLang } from '@/i18n/page';
import { parseAlternates } from '@/i18n/switch';
import { api } from '@/lib/api-client';
import { readAppData } from '@/lib/app-data';
import type { PostLink, PublicPost } from '@/types/posts';

type Item = Record<string, unknown>;

const isObject = (value: unknown): value is Item => typeof value === 'object' && value !== null;
const str = (value: unknown): value is string => typeof value === 'string';
const num = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** `raw` as a post, or null when a field the pages draw is missing or of the wrong kind. */
export function parsePublicPost(raw: unknown): PublicPost | null {
  if (!isObject(raw)) return null;
  const { id, slug, title, excerpt, category, categorySlug, author, coverImage, publishedAt, readTime, seoTitle, seoDescription } = raw;
  const alternates = parseAlternates(raw.alternates);
  if (!num(id) || !str(slug) || !str(title) || !str(category) || !str(categorySlug) || !str(author)) return null;
  if (!str(publishedAt) || !num(readTime) || !(coverImage == null || str(coverImage))) return null;
  return {
    id,
    slug,
    title,
    excerpt: str(excerpt) ? excerpt : '',
    category,
    categorySlug,
    author,
    coverImage: coverImage ?? null,
    publishedAt,
    readTime,
    seoTitle: str(seoTitle) ? seoTitle : '',
    seoDescription: str(seoDescription) ? seoDescription : '',
    ...(alternates ? { alternates } : {}),
  };
}

/** The well-formed posts of `raw`, in the server's order (newest first). */
export function parsePublicPosts(raw: unknown): PublicPost[] {
  return Array.isArray(raw) ? raw.map(parsePublicPost).filter((post): post is PublicPost => post !== null) : [];
}

export function parsePostLink(raw: unknown): PostLink | null {
  return isObject(raw) && str(raw.slug) && str(raw.title) ? { slug: raw.slug, title: raw.title } : null;
}

export const LATEST_COUNT = 3;

/** The newest posts for the home page; null while a fetch fallback runs. */
export function useLatestPosts(): PublicPost[] | null {
  const [posts, setPosts] = useState<PublicPost[] | null>(() => {
    const inlined = readAppData()?.latestPosts;
    return inlined === undefined ? null : parsePublicPosts(inlined).slice(0, LATEST_COUNT);
  });
  useEffect(() => {
    if (posts) return;
    let live = true;
    api
      .get<{ posts?: unknown }>(withLang(`/api/posts?limit=${LATEST_COUNT}`))
      .then((body) => live && setPosts(parsePublicPosts(body.posts)))
      .catch((error: unknown) => {
        console.error('Failed to load the newest posts', error);
        if (live) setPosts([]);
      });
    return () => {
      live = false;
    };
  }, [posts]);
  return posts;
}
