// Blog posts as the server's OpenAPI document declares them (docs/DESIGN.md, "Blog posts"): what the admin
// screens list and edit.

import type { ApiSchema } from '@/lib/api-client';

/** Stored status. A published post whose publishedAt is still to come is scheduled. */
export type PostStatus = ApiSchema<'Status'>;

/** A post with its Markdown and the server's rendering of it (`bodyHtml`); `coverImage` is a
 * /media/… address of the library or an http(s) URL; times are RFC 3339 UTC. */
export type Post = ApiSchema<'Post'>;

/** GET /api/posts: one page and how many match in all. */
export type PostList = ApiSchema<'PostList'>;

/** GET /api/posts/slug/{slug}, POST and PATCH /api/posts answer the post. */
export type PostResponse = ApiSchema<'PostResponse'>;

/** A create or partial update: absent fields keep their value; `publishedAt: null` with
 * `status: "published"` publishes at the server's now. */
export type PostInput = ApiSchema<'PostInput'>;

/** POST /api/admin/markdown/preview answers the page's own rendering of the Markdown. */
export type MarkdownPreview = ApiSchema<'MarkdownPreview'>;

// What the public pages get (inlined by the server as app-data, or read from GET /api/posts).

/** A published post as the blog lists it: the stored post without its Markdown, rendering,
 * status and bookkeeping, and with its publication time and cover always said; an article's page
 * says its address in each language it is published in (`alternates`). */
export interface PublicPost
  extends Pick<
    Post,
    'id' | 'slug' | 'title' | 'excerpt' | 'category' | 'categorySlug' | 'author' | 'readTime' | 'seoTitle' | 'seoDescription' | 'alternates'
  > {
  coverImage: string | null;
  /** RFC 3339 UTC. */
  publishedAt: string;
}

/** An article: the post and its body as the server rendered and sanitized it. */
export interface PublicArticle extends PublicPost, Pick<Post, 'bodyHtml'> {}

export type PostLink = Pick<Post, 'slug' | 'title'>;

export interface BlogCategory {
  slug: string;
  name: string;
  /** Published posts in it. */
  count: number;
}

/** One page of /blog (app-data's `blog` there). */
export interface BlogIndex {
  page: number;
  pages: number;
  total: number;
  /** The category's slug when the page is filtered. */
  category: string | null;
  categories: BlogCategory[];
  posts: PublicPost[];
}

/** An article's page (app-data's `blog` there): `previous` is the older post, `next` the newer. */
export interface BlogArticle {
  post: PublicArticle;
  previous: PostLink | null;
  next: PostLink | null;
}
