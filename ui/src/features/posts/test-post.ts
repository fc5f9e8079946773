// A post as the server answers it, for the tests: the draft "Hello Miami" in News by Alex Rivera,
// unless told otherwise. Only tests import it.

import type { Post } from '@/types/posts';

export const testPost = (overrides: Partial<Post> = {}): Post => ({
  id: 7,
  version: 1,
  slug: 'hello-miami',
  title: 'Hello Miami',
  excerpt: 'A first post.',
  bodyMarkdown: 'Hi.',
  bodyHtml: '<p>Hi.</p>',
  category: 'News',
  categorySlug: 'news',
  author: 'Alex Rivera',
  coverImage: null,
  status: 'draft',
  publishedAt: null,
  readTime: 1,
  seoTitle: '',
  seoDescription: '',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
