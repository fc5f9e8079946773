// The blog (SPEC.md §2): the list, each article, and an unknown slug.

import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';

interface Post {
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  category: string;
  readTime: number;
  author: string;
  image: string;
}

const posts = JSON.parse(readFileSync(new URL('../src/features/blog/posts.json', import.meta.url), 'utf8')) as Post[];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const shortDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${MONTHS[m! - 1]} ${d}, ${y}`;
};

test.describe('blog', () => {
  test('/blog lists the three articles as cards', async ({ page }) => {
    const response = await page.goto('/blog');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(3);
    for (const [index, post] of posts.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 2, name: post.title })).toBeVisible();
      await expect(card.getByText(post.category, { exact: true })).toBeVisible();
      await expect(card.getByText(`${post.readTime} min read`)).toBeVisible();
      await expect(card.getByText(post.excerpt)).toBeVisible();
      await expect(card.getByText(shortDate(post.date))).toBeVisible();
      await expect(card.getByRole('link', { name: /Read More/ })).toHaveAttribute('href', `/blog/${post.slug}`);
    }
    await expect(page).toHaveTitle('Blog | MYTH Agency');
  });

  for (const post of posts) {
    test(`the article ${post.slug}`, async ({ page }) => {
      const response = await page.goto(`/blog/${post.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(crumbs.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
      await expect(crumbs).toContainText(post.title);
      const main = page.locator('main');
      await expect(main.getByText(post.category, { exact: true })).toBeVisible();
      await expect(main.getByText(post.author).first()).toBeVisible();
      await expect(main.getByText(shortDate(post.date))).toBeVisible();
      await expect(main.getByText(`${post.readTime} min read`).first()).toBeVisible();
      await expect(main.locator(`img[src="${post.image}"]`)).toHaveAttribute('width', '1200');
      await expect(main.locator('.prose-article h2').first()).toBeVisible();
      await expect(page.getByRole('link', { name: /free proposal/ })).toHaveAttribute('href', '/#contact');
      await expect(page).toHaveTitle(`${post.title} | MYTH Agency Blog`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.excerpt);

      await page.getByRole('link', { name: 'Back to All Posts' }).click();
      await expect(page).toHaveURL(/\/blog$/);
    });
  }

  test('the body of an article is loaded only when the article is opened', async ({ page }) => {
    const bodies: string[] = [];
    page.on('request', (r) => /\/assets\/(miami|ugc)-[^/]+\.js$/.test(r.url()) && bodies.push(r.url()));
    await page.goto('/');
    await page.goto('/blog');
    await page.waitForLoadState('networkidle');
    expect(bodies).toEqual([]);
    await page.getByRole('link', { name: /Read More: The UGC Content Strategy Guide/ }).click();
    await expect(page.locator('.prose-article h2').first()).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toContain('ugc-content-strategy-guide');
  });

  test('client-side navigation updates the title and the meta description', async ({ page }) => {
    await page.goto('/blog');
    const post = posts[2]!;
    await page.getByRole('link', { name: new RegExp(`Read More: ${post.title}`) }).click();
    await expect(page).toHaveTitle(`${post.title} | MYTH Agency Blog`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.excerpt);
  });

  test('an unknown slug answers 404 and shows Post Not Found', async ({ page }) => {
    const response = await page.goto('/blog/not-a-real-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible();
    await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});
