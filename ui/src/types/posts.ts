// Blog posts as the server's OpenAPI document declares them (DESIGN.md, "Posts"): what the admin
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
