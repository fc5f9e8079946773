// Blog posts as the HTTP contract of phase 2 declares them (DESIGN.md, "Posts"). Written by hand
// until the server's OpenAPI document carries /api/posts; then these become ApiSchema aliases.

/** Stored status. A published post whose publishedAt is still to come is scheduled. */
export type PostStatus = 'draft' | 'published';

export interface Post {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  bodyMarkdown: string;
  /** The body rendered and sanitized by the server, as visitors get it. */
  bodyHtml: string;
  category: string;
  /** The category in `?category=` filters. */
  categorySlug: string;
  author: string;
  /** A /media/… address of the library or an http(s) URL. */
  coverImage: string | null;
  status: PostStatus;
  /** RFC 3339 UTC. */
  publishedAt: string | null;
  /** Minutes, computed by the server. */
  readTime: number;
  /** "" when the title is used. */
  seoTitle: string;
  /** "" when the excerpt is used. */
  seoDescription: string;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/posts: one page and how many match in all. */
export interface PostList {
  posts: Post[];
  total: number;
}

/** GET /api/posts/slug/{slug}, POST and PATCH /api/posts answer the post. */
export interface PostResponse {
  post: Post;
}

/** A create or partial update: absent fields keep their value; `publishedAt: null` with
 * `status: "published"` publishes at the server's now. */
export type PostInput = Partial<
  Pick<
    Post,
    | 'title'
    | 'slug'
    | 'excerpt'
    | 'bodyMarkdown'
    | 'category'
    | 'author'
    | 'coverImage'
    | 'status'
    | 'publishedAt'
    | 'seoTitle'
    | 'seoDescription'
  >
>;

/** POST /api/admin/markdown/preview answers the page's own rendering of the Markdown. */
export interface MarkdownPreview {
  html: string;
}
