// The home page of docs/PRODUCT.md §1 on a phone's screen: how tall it is with all its content,
// a headline that fills the width, and the swipeable rows, by their buttons and by Tab.

import { expect, test } from '@playwright/test';
import { scrollThrough } from './public-support';

test.describe('home page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('is at most 12 screens tall, with every service, project, story, logo, article, question and the form', async ({ page }) => {
    await page.goto('/');
    await scrollThrough(page);
    await expect(page.locator('#contact form')).toBeAttached();
    // What the page carries (other suites change the content meanwhile: count what this page has).
    const data = await page.evaluate(
      () =>
        JSON.parse(document.getElementById('app-data')!.textContent!) as {
          services: unknown[];
          projects: unknown[];
          testimonials: unknown[];
          clientLogos: unknown[];
          latestPosts: unknown[];
          content: { faq: { items: unknown[] } };
        },
    );
    await expect(page.getByRole('list', { name: 'Services' }).getByRole('listitem')).toHaveCount(data.services.length);
    await expect(page.getByRole('list', { name: 'Projects' }).getByRole('listitem')).toHaveCount(data.projects.length);
    await expect(page.getByRole('list', { name: 'Client stories' }).getByRole('listitem')).toHaveCount(data.testimonials.length);
    await expect(page.locator('[data-testid="marquee"] img')).toHaveCount(2 * data.clientLogos.length);
    await expect(page.locator('section[aria-labelledby="blog-heading"] article')).toHaveCount(data.latestPosts.length);
    await expect(page.locator('#faq details')).toHaveCount(data.content.faq.items.length);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, `${height} px is ${(height / 844).toFixed(1)} screens`).toBeLessThanOrEqual(12 * 844);
  });

  test('the headline fills the width of the screen', async ({ page }) => {
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    // The widest line of the headline against the column it is set in.
    const [widest, column] = await heading.evaluate((h1) => {
      const range = document.createRange();
      range.selectNodeContents(h1);
      return [Math.max(...[...range.getClientRects()].map((r) => r.width)), h1.clientWidth];
    });
    expect(widest / column).toBeGreaterThan(0.85);
  });

  test('a swipeable row moves by its buttons, says when it is at an end, and Tab walks its cards without trapping focus', async ({ page }) => {
    await page.goto('/');
    const services = page.getByRole('list', { name: 'Services' });
    await services.scrollIntoViewIfNeeded();
    const scrolled = () => services.evaluate((list) => list.scrollLeft);
    const previous = page.getByRole('button', { name: 'Previous service' });
    const next = page.getByRole('button', { name: 'Next service' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await next.click();
    await expect.poll(scrolled).toBeGreaterThan(200);
    await expect(previous).toHaveAttribute('aria-disabled', 'false');
    // By keyboard: Enter on Next moves on by one more card.
    const before = await scrolled();
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(scrolled).toBeGreaterThan(before + 200);
    // On to the end, however many services the other suites left meanwhile: Next until it says
    // so (a click on it at the end changes nothing, so force skips Playwright's wait for enabled).
    await expect(async () => {
      await next.click({ force: true });
      await expect(next).toHaveAttribute('aria-disabled', 'true', { timeout: 700 });
    }).toPass({ timeout: 15_000 });
    await expect(next).toBeFocused();

    // Tab brings each story into view; after the last, focus leaves the row.
    const stories = page.getByRole('list', { name: 'Client stories' });
    const items = stories.getByRole('listitem');
    await items.first().focus();
    await page.keyboard.press('Tab');
    await expect(items.nth(1)).toBeFocused();
    await expect.poll(() => stories.evaluate((list) => list.scrollLeft)).toBeGreaterThan(100);
    // The row scrolls smoothly: the story is whole in view once the scroll has settled.
    const inView = () =>
      items.nth(1).evaluate((item) => {
        const box = item.getBoundingClientRect();
        return box.left >= 0 && box.right <= window.innerWidth;
      });
    await expect.poll(inView).toBe(true);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Previous story' })).toBeFocused();
  });
});
