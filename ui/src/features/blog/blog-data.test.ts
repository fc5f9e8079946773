import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/admin';
import { inlineAppData } from '@/testing/app-data';
import { categoriesOf, loadBlogArticle, loadBlogIndex, parseBlogArticle, parseBlogIndex, resetBlogData } from './blog-data';
import { parsePublicPost, parsePublicPosts } from './public-posts';

const post = (id: number, category = 'Local Marketing') => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  excerpt: 'An excerpt.',
  category,
  categorySlug: category.toLowerCase().replace(/ /g, '-'),
  author: 'Alex Rivera',
  coverImage: null,
  publishedAt: `2026-11-${String(30 - id).padStart(2, '0')}T14:00:00.000Z`,
  readTime: 3,
  seoTitle: '',
  seoDescription: '',
});

const inline = (blog: unknown) => inlineAppData(JSON.stringify({ settings: {}, blog }));

beforeEach(() => resetBlogData());
afterEach(() => document.getElementById('app-data')?.remove());

describe('parsing what the server sends', () => {
  it('keeps well-formed posts and drops the rest', () => {
    expect(parsePublicPost(post(1))).toEqual(post(1));
    expect(parsePublicPost({ ...post(1), seoTitle: undefined, excerpt: 3 })).toMatchObject({ seoTitle: '', excerpt: '' });
    expect(parsePublicPosts([post(1), { ...post(2), slug: 7 }, null, { ...post(3), publishedAt: null }])).toEqual([post(1)]);
  });

  it('reads a page of the blog and an article, or nothing', () => {
    const index = { page: 1, pages: 1, total: 1, category: null, categories: [{ slug: 'x', name: 'X', count: 1 }, { slug: 'y' }], posts: [post(1)] };
    expect(parseBlogIndex(index)).toEqual({ ...index, categories: [{ slug: 'x', name: 'X', count: 1 }] });
    expect(parseBlogIndex({ ...index, page: 0 })).toBeNull();
    expect(parseBlogIndex({ post: post(1) })).toBeNull();
    const article = { post: { ...post(1), bodyHtml: '<p>Hi</p>' }, previous: { slug: 'post-2', title: 'Post 2' }, next: 'x' };
    expect(parseBlogArticle(article)).toEqual({ ...article, next: null });
    expect(parseBlogArticle({ post: post(1) })).toBeNull();
  });

  it('counts the categories of posts, by name', () => {
    expect(categoriesOf([post(1, 'UGC'), post(2, 'Local Marketing'), post(3, 'UGC')])).toEqual([
      { slug: 'local-marketing', name: 'Local Marketing', count: 1 },
      { slug: 'ugc', name: 'UGC', count: 2 },
    ]);
  });
});

describe('loadBlogIndex', () => {
  it('uses the inlined page without a request', async () => {
    const api = fakeApi({});
    const index = { page: 2, pages: 3, total: 25, category: 'ugc', categories: [], posts: [post(1, 'UGC')] };
    inline(index);
    await expect(loadBlogIndex(2, 'ugc')).resolves.toEqual(index);
    expect(api).not.toHaveBeenCalled();
  });

  it('asks the API for another page, keeping the inlined categories', async () => {
    const categories = [{ slug: 'ugc', name: 'UGC', count: 12 }];
    inline({ page: 1, pages: 2, total: 12, category: null, categories, posts: [] });
    const api = fakeApi({ 'GET /api/posts': () => Response.json({ posts: [post(11)], total: 12 }) });
    await expect(loadBlogIndex(2, null)).resolves.toEqual({ page: 2, pages: 2, total: 12, category: null, categories, posts: [post(11)] });
    expect(api.mock.calls.map(([url]) => url)).toEqual(['/api/posts?page=2&limit=10']);
  });

  it('counts categories from the newest posts when the page carries none', async () => {
    fakeApi({ 'GET /api/posts': (_, url) => Response.json(url.includes('page=') ? { posts: [post(1)], total: 1 } : { posts: [post(1), post(2, 'UGC')], total: 2 }) });
    const index = await loadBlogIndex(1, null);
    expect(index?.categories.map((c) => c.slug)).toEqual(['local-marketing', 'ugc']);
  });

  it('has no page past the last, nor an empty category', async () => {
    fakeApi({ 'GET /api/posts': (_, url) => Response.json(url.includes('category=') ? { posts: [], total: 0 } : { posts: [], total: 12 }) });
    await expect(loadBlogIndex(3, null)).resolves.toBeNull();
    await expect(loadBlogIndex(1, 'nope')).resolves.toBeNull();
  });
});

describe('loadBlogArticle', () => {
  it('uses the inlined article', async () => {
    const api = fakeApi({});
    const article = { post: { ...post(1), bodyHtml: '<p>Hi</p>' }, previous: null, next: null };
    inline(article);
    await expect(loadBlogArticle('post-1')).resolves.toEqual(article);
    expect(api).not.toHaveBeenCalled();
  });

  it('asks the API for another, with its neighbours among the newest posts', async () => {
    fakeApi({
      'GET /api/posts/slug/post-2': () => Response.json({ post: { ...post(2), bodyMarkdown: 'Hi', bodyHtml: '<p>Hi</p>', status: 'published' } }),
      'GET /api/posts': () => Response.json({ posts: [post(1), post(2), post(3)], total: 3 }),
    });
    const article = await loadBlogArticle('post-2');
    expect(article?.post).toEqual({ ...post(2), bodyHtml: '<p>Hi</p>' });
    expect(article?.previous).toEqual({ slug: 'post-3', title: 'Post 3' });
    expect(article?.next).toEqual({ slug: 'post-1', title: 'Post 1' });
  });

  it('is null for a slug no published post has', async () => {
    fakeApi({ 'GET /api/posts/slug/nope': () => Response.json({ message: 'Post not found' }, { status: 404 }) });
    await expect(loadBlogArticle('nope')).resolves.toBeNull();
  });
});
