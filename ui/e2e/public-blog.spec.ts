// The blog (docs/PRODUCT.md §2, docs/DESIGN.md "Blog posts"): the list, the three articles the migration moved
// into the database, categories and pages, an article without JavaScript, and an unknown slug.
// Other suites publish posts meanwhile: these look for the three articles, not at how many
// posts there are.

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { asSuperAdmin, unique, uploadPhoto } from './admin-support';

/** The migrated articles, newest first. */
const ARTICLES = [
  { slug: 'miami-restaurants-tourism-social-media', date: 'May 21, 2024' },
  { slug: 'ugc-content-strategy-guide', date: 'Apr 2, 2024' },
  { slug: 'miami-social-media-marketing-2024', date: 'Mar 12, 2024' },
] as const;

interface Post {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  categorySlug: string;
  author: string;
  readTime: number;
  coverImage: string | null;
  seoTitle: string;
  seoDescription: string;
  bodyHtml: string;
}

async function read(request: APIRequestContext, slug: string): Promise<Post> {
  const response = await request.get(`/api/posts/slug/${slug}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { post: Post }).post;
}

test.describe('blog', () => {
  test('/blog lists the articles newest first as cards', async ({ page, request }) => {
    const response = await page.goto('/blog');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const titles = await page.locator('main article h2').allTextContents();
    let previous = -1;
    for (const { slug, date } of ARTICLES) {
      const post = await read(request, slug);
      const at = titles.indexOf(post.title);
      expect(at, `${post.title} is listed after the newer ones`).toBeGreaterThan(previous);
      previous = at;
      const card = page.locator('main article').filter({ has: page.getByRole('heading', { level: 2, name: post.title }) });
      await expect(card.getByText(post.category, { exact: true })).toBeVisible();
      await expect(card.getByText(`${post.readTime} min read`)).toBeVisible();
      await expect(card.getByText(post.excerpt)).toBeVisible();
      await expect(card.getByText(date)).toBeVisible();
      await expect(card.getByRole('link', { name: /Read More/ })).toHaveAttribute('href', `/blog/${slug}`);
      // The first card's cover is the first screen's largest paint: fetched at once.
      await expect(card.locator('img')).toHaveAttribute('loading', at === 0 ? 'eager' : 'lazy');
    }
    await expect(page).toHaveTitle('Blog | MYTH Agency');
  });

  for (const { slug, date } of ARTICLES) {
    test(`the article ${slug}`, async ({ page, request }) => {
      const post = await read(request, slug);
      const response = await page.goto(`/blog/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(crumbs.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
      await expect(crumbs).toContainText(post.title);
      const main = page.locator('main');
      await expect(main.getByText(post.category, { exact: true })).toBeVisible();
      await expect(main.getByText(post.author).first()).toBeVisible();
      await expect(main.getByText(date)).toBeVisible();
      await expect(main.getByText(`${post.readTime} min read`).first()).toBeVisible();
      const cover = main.locator(`img[src="${post.coverImage}"]`);
      await expect(cover).toHaveAttribute('width', /^\d+$/);
      await expect(cover).toHaveAttribute('height', /^\d+$/);
      // The byline's small drawing never goes before the text, the fonts and the cover.
      await expect(main.locator('header img[src="/images/people/founder.svg"]')).toHaveAttribute('fetchpriority', 'low');
      await expect(main.locator('.prose-article h2').first()).toBeVisible();
      await expect(page.getByRole('link', { name: /free proposal/ })).toHaveAttribute('href', '/#contact');
      await expect(page).toHaveTitle(`${post.seoTitle || post.title} | MYTH Agency Blog`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.seoDescription || post.excerpt);

      await page.getByRole('link', { name: 'Back to All Posts' }).click();
      await expect(page).toHaveURL(/\/blog$/);
    });
  }

  test('an article links to its older and newer neighbours', async ({ page }) => {
    await page.goto(`/blog/${ARTICLES[1].slug}`);
    const more = page.getByRole('navigation', { name: 'More articles' });
    await expect(more.getByRole('link', { name: /Previous article/ })).toHaveAttribute('href', `/blog/${ARTICLES[2].slug}`);
    await expect(more.getByRole('link', { name: /Next article/ })).toHaveAttribute('href', `/blog/${ARTICLES[0].slug}`);
  });

  test('an article reads without JavaScript, as crawlers see it', async ({ browser, request }) => {
    const post = await read(request, ARTICLES[1].slug);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    const firstParagraph = /<p>(.*?)<\/p>/s.exec(post.bodyHtml)?.[1]?.replace(/<[^>]+>/g, '').slice(0, 60) ?? '';
    expect(firstParagraph.length).toBeGreaterThan(20);
    // In the page's <noscript>, which Playwright's text locators skip: read the article by its role.
    await expect(page.getByRole('article')).toContainText(firstParagraph);
    await context.close();
  });

  test('categories and numbered pages are links the server answers', async ({ page, request }) => {
    // Eleven posts of a category of their own, dated long ago: the blog's first page is unchanged.
    const category = unique('E2E Paging');
    const headers = await asSuperAdmin(request);
    const created: { id: number; categorySlug: string }[] = [];
    for (let i = 1; i <= 11; i++) {
      const response = await request.post('/api/posts', {
        headers,
        data: {
          title: `${category} post ${i}`,
          category,
          author: 'E2E',
          bodyMarkdown: `Post ${i} of the paging test.`,
          status: 'published',
          publishedAt: `2020-01-${String(i).padStart(2, '0')}T12:00:00Z`,
        },
      });
      expect(response.status(), await response.text()).toBe(201);
      created.push(((await response.json()) as { post: { id: number; categorySlug: string } }).post);
    }
    const categorySlug = created[0]!.categorySlug;

    await page.goto('/blog');
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await expect(categories.getByRole('link', { name: /^All posts/ })).toHaveAttribute('aria-current', 'page');
    await categories.getByRole('link', { name: new RegExp(`^${category}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/blog\\?category=${categorySlug}$`));
    await expect(categories.getByRole('link', { name: new RegExp(`^${category}`) })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('main article')).toHaveCount(10);
    await expect(page.locator('main article h2').first()).toHaveText(`${category} post 11`);

    const pages = page.getByRole('navigation', { name: 'Pages of the blog' });
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('link', { name: 'Page 2' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/blog\\?category=${categorySlug}&page=2$`));
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('main article h2')).toHaveText([`${category} post 1`]);
    await expect(page).toHaveTitle(`${category} | Blog, page 2 | MYTH Agency`);

    for (const { id } of created) await request.delete(`/api/posts/${id}`, { headers });
  });

  test('an unknown slug answers 404 and shows Post Not Found', async ({ page }) => {
    const response = await page.goto('/blog/not-a-real-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible();
    await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('opening an article from the list sets its title and description', async ({ page, request }) => {
    const post = await read(request, ARTICLES[0].slug);
    await page.goto('/blog');
    await page.getByRole('link', { name: new RegExp(`Read More: ${post.title}`) }).click();
    await expect(page).toHaveTitle(`${post.seoTitle || post.title} | MYTH Agency Blog`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.seoDescription || post.excerpt);
  });

  // A page of its own per screen width: a resized page's first <img> may still pick its source
  // for the width before (an emulation artefact a visitor never meets).
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test("a page of the blog hints its first card's cover: the very file the card shows, fetched once", async ({ page, request }) => {
        const photo = await uploadPhoto(page, request, 'A cover hinted in the head');
        const headers = await asSuperAdmin(request);
        const created = await request.post('/api/posts', {
          headers,
          data: {
            title: unique('E2E Hinted cover'),
            category: unique('E2E Hints'),
            author: 'E2E',
            bodyMarkdown: 'A post whose cover is a photo with variants.',
            coverImage: photo.url,
            status: 'published',
            publishedAt: '2020-02-01T12:00:00Z',
          },
        });
        expect(created.status(), await created.text()).toBe(201);
        const post = ((await created.json()) as { post: { id: number; slug: string; categorySlug: string } }).post;

        const ours = `main img[src="${photo.url}"]`;
        // The blog's first page (its newest post's cover, when it has one: other suites publish
        // meanwhile) and a category's page, whose first cover is our photo.
        for (const [path, selector] of [
          ['/blog', 'main li:first-child > article img'],
          [`/blog?category=${post.categorySlug}`, ours],
        ] as const) {
          await page.goto(path);
          const cover = page.locator(selector);
          if (path === '/blog' && (await cover.count()) === 0) continue;
          await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
          const seen = await firstScreen(page, selector);
          expect(seen.imageHints, path).toBe(1);
          expect(seen.hinted, path).toBe(true);
          expect(seen.coverFetches, path).toEqual([seen.shown]);
        }
        // An article's cover, under its title and byline, is left to the page.
        await page.goto(`/blog/${post.slug}`);
        await expect(page.locator(ours)).toBeVisible();
        expect(await page.locator('link[rel="preload"][as="image"]').count()).toBe(0);
        await request.delete(`/api/posts/${post.id}`, { headers });
      });
    });
  }
});

/** What the page's head hinted, and what its first image shows and fetched (by then the hint,
 * had it named another file, would have been fetched too). */
function firstScreen(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const path = (url: string) => new URL(url, location.href).pathname;
    const img = document.querySelector<HTMLImageElement>(selector)!;
    const shown = path(img.currentSrc);
    // A library file and its variants share a name: /media/<hash>.jpg, /media/<hash>-960.webp.
    const file = shown.replace(/(-\d+)?\.\w+$/, '');
    const fetched = performance.getEntriesByType('resource').map((entry) => path(entry.name));
    const hint = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
    const named = hint ? [hint.getAttribute('href'), hint.getAttribute('imagesrcset')].join(' ') : '';
    return {
      shown,
      hinted: named.includes(file),
      coverFetches: fetched.filter((p) => p.startsWith(file)),
      imageHints: document.querySelectorAll('link[rel="preload"][as="image"]').length,
    };
  }, selector);
}
