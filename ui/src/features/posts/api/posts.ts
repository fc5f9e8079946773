// The blog's calls for the admin screens (docs/DESIGN.md, "Blog posts"): the list a page at a time (search,
// status, category), one post by slug (the editor; also "is this slug taken?" while typing),
// create, partial update and delete (the editor's Markdown preview is lib/markdown-preview.ts).
// With the admin token the server answers every post, drafts and scheduled ones too.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, ApiError } from '@/lib/api-client';
import { DASHBOARD_PATH } from '@/lib/query-client';
import type { DisplayStatus } from '@/lib/publication-status';
import type { Post, PostInput, PostList, PostResponse } from '@/types/posts';

export const POSTS_PATH = '/api/posts';
/** Rows per page of the admin list. */
export const POSTS_PAGE_SIZE = 20;
/** How many posts are read to suggest categories and authors (there is no endpoint of them, and
 * the list carries whole posts: it is read once, and again only when a save brings a new name). */
const FACETS_SCAN = 100;

export interface PostFilter {
  /** Matches the title or the excerpt. */
  q: string;
  status: DisplayStatus | 'all';
  /** A categorySlug; "" for every category. */
  category: string;
  /** From 1. */
  page: number;
}

/** The GET path of one page of the list. */
export function postsPagePath({ q, status, category, page }: PostFilter): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (status !== 'all') params.set('status', status);
  if (category) params.set('category', category);
  params.set('page', String(page));
  params.set('limit', String(POSTS_PAGE_SIZE));
  return `${POSTS_PATH}?${params}`;
}

const postPath = (slug: string) => `${POSTS_PATH}/slug/${encodeURIComponent(slug)}`;
const slugKey = (slug: string) => [POSTS_PATH, 'slug', slug] as const;

export function usePosts(filter: PostFilter) {
  return useQuery({
    queryKey: [POSTS_PATH, 'list', filter.q.trim(), filter.status, filter.category, filter.page],
    queryFn: () => api.get<PostList>(postsPagePath(filter)),
    // A new filter keeps the rows it replaces on screen until its answer arrives.
    placeholderData: (previous) => previous,
  });
}

/** Every post, each with its translations (the Translations overview): read a page of the most
 * the server gives at a time. Under the list's key: any change reads it again. */
export function useAllPosts() {
  return useQuery({
    queryKey: [POSTS_PATH, 'list', 'every'],
    queryFn: async () => {
      const posts: Post[] = [];
      for (let page = 1; ; page += 1) {
        const body = await api.get<PostList>(`${POSTS_PATH}?limit=${FACETS_SCAN}&page=${page}`);
        posts.push(...body.posts);
        if (body.posts.length === 0 || posts.length >= body.total) return posts;
      }
    },
  });
}

export interface Facet {
  name: string;
  slug: string;
}

/** The distinct categories (with their slugs) and authors of `posts`, by name. */
export function facetsOf(posts: readonly Post[]) {
  const categories = new Map<string, Facet>();
  const authors = new Set<string>();
  for (const post of posts) {
    if (!categories.has(post.categorySlug)) categories.set(post.categorySlug, { name: post.category, slug: post.categorySlug });
    authors.add(post.author);
  }
  const byName = (a: string, b: string) => a.localeCompare(b, 'en');
  return {
    categories: [...categories.values()].sort((a, b) => byName(a.name, b.name)),
    authors: [...authors].sort(byName),
  };
}

/** The categories and authors in use: the list's filter and the editor's suggestions. */
export function usePostFacets() {
  return useQuery({
    queryKey: [POSTS_PATH, 'facets'],
    queryFn: () => api.get<PostList>(`${POSTS_PATH}?limit=${FACETS_SCAN}`),
    select: (list) => facetsOf(list.posts),
  });
}

/** The post at `slug`, any status (the editor). The copy is dropped when the editor closes: the
 * next visit reads the post afresh, as another admin may have changed it meanwhile. */
export function usePostBySlug(slug: string) {
  const client = useQueryClient();
  useEffect(() => () => client.removeQueries({ queryKey: [POSTS_PATH, 'slug'] }), [client]);
  return useQuery({
    queryKey: slugKey(slug),
    queryFn: () => api.get<PostResponse>(postPath(slug)).then((body) => body.post),
  });
}

/** Which post holds `slug` now: null when it is free. Asked again each time, never cached long:
 * another admin may take it at any moment. */
export function useSlugOwner(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: [POSTS_PATH, 'slug-owner', slug],
    queryFn: async () => {
      try {
        return (await api.get<PostResponse>(postPath(slug))).post;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled,
    staleTime: 0,
    gcTime: 30_000,
  });
}

/** After a change: the lists, slug checks and the dashboard's counts are fetched again, and the
 * suggestions when the post brings a category or author they lack; the changed post goes into
 * the cache under its (maybe new) slug. */
function useAfterChange() {
  const client = useQueryClient();
  return (post?: Post) => {
    if (post) client.setQueryData(slugKey(post.slug), post);
    for (const part of ['list', 'slug-owner']) void client.invalidateQueries({ queryKey: [POSTS_PATH, part] });
    const known = client.getQueryData<PostList>([POSTS_PATH, 'facets'])?.posts;
    const isNew = (same: (p: Post) => boolean) => known !== undefined && !known.some(same);
    if (post && (isNew((p) => p.categorySlug === post.categorySlug) || isNew((p) => p.author === post.author))) {
      void client.invalidateQueries({ queryKey: [POSTS_PATH, 'facets'] });
    }
    void client.invalidateQueries({ queryKey: [DASHBOARD_PATH] });
  };
}

/** A post the server changed outside the editor's save (a version restored from its History):
 * the caches as after a save. */
export function useRestoredPost() {
  return useAfterChange();
}

export function useCreatePost() {
  const changed = useAfterChange();
  return useMutation({
    mutationFn: (input: PostInput) => api.post<PostResponse>(POSTS_PATH, input).then((body) => body.post),
    onSuccess: changed,
  });
}

export function useUpdatePost() {
  const changed = useAfterChange();
  return useMutation({
    mutationFn: ({ id, input, version }: { id: number; input: PostInput; version: number }) =>
      api.patch<PostResponse>(`${POSTS_PATH}/${id}`, input, { ifMatch: version }).then((body) => body.post),
    onSuccess: changed,
  });
}

export function useDeletePost() {
  const changed = useAfterChange();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) => api.del(`${POSTS_PATH}/${id}`, undefined, { ifMatch: version }),
    onSettled: () => changed(),
  });
}
