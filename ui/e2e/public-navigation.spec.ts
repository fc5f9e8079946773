// The navigation bar, the mobile menu and the themes (docs/PRODUCT.md §2, §4, §9).

import { expect, test } from '@playwright/test';
import { expectScrolledTo } from './public-support';

const cssVar = (page: import('@playwright/test').Page, name: string) =>
  page.evaluate((v) => getComputedStyle(document.documentElement).getPropertyValue(v).trim(), name);

test.describe('navigation', () => {
  test('desktop links scroll to their sections; Blog opens the blog', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Work' }).click();
    await expectScrolledTo(page, 'work');
    await nav.getByRole('link', { name: 'Services' }).click();
    await expectScrolledTo(page, 'services');
    await nav.getByRole('link', { name: "Let's Talk" }).click();
    await expectScrolledTo(page, 'contact');
    await nav.getByRole('link', { name: 'About' }).click();
    await expectScrolledTo(page, 'about');
    await page.getByRole('banner').getByRole('link', { name: 'Get in touch' }).click();
    await expectScrolledTo(page, 'contact');
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await nav.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  });

  test('a section link on another page goes to / and then scrolls to the section', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectScrolledTo(page, 'about');
  });

  test('an article call to action reaches the contact form', async ({ page }) => {
    await page.goto('/blog/miami-social-media-marketing-2024');
    await page.getByRole('link', { name: /free proposal/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectScrolledTo(page, 'contact');
  });

  test('opening /#contact directly lands on the contact form', async ({ page }) => {
    await page.goto('/#contact');
    await expectScrolledTo(page, 'contact');
  });

  test('the menu dropdown holds Admin Login and the theme picker, and Escape closes it', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'More options' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('#nav-more');
    await expect(panel.getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/admin');
    await expect(panel.getByRole('radio')).toHaveCount(4);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await panel.getByRole('link', { name: 'Admin Login' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('a chosen theme re-colours the page, is saved and survives a reload', async ({ page }) => {
    await page.goto('/');
    expect(await cssVar(page, '--main-color')).toBe('#00f5d4');
    await page.getByRole('button', { name: 'More options' }).click();
    await page.locator('#nav-more').getByText('Ocean').click();
    expect(await cssVar(page, '--main-color')).toBe('#3498db');
    expect(await cssVar(page, '--accent-color')).toBe('#e74c3c');
    expect(await cssVar(page, '--glow-color')).toBe('rgba(52, 152, 219, 0.5)');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('blue');
    const button = page.getByRole('banner').getByRole('link', { name: 'Get in touch' });
    await expect(button).toHaveCSS('background-color', 'rgb(52, 152, 219)');

    await page.reload();
    expect(await cssVar(page, '--main-color')).toBe('#3498db');
    await expect(button).toHaveCSS('background-color', 'rgb(52, 152, 219)');
    await page.getByRole('button', { name: 'More options' }).click();
    await expect(page.locator('#nav-more').getByRole('radio', { name: 'Ocean' })).toBeChecked();

    // Back to the default for the other tests of this browser context.
    await page.locator('#nav-more').getByText('Teal').click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('default');
  });

  test('the saved theme applies before any script of the app runs (no flash)', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'purple'));
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/');
    expect(await cssVar(page, '--main-color')).toBe('#9b59b6');
    expect(await cssVar(page, '--accent-color')).toBe('#f1c40f');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('purple');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the menu toggle opens every link and the theme picker, and closes on a choice', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await toggle.click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu).toBeVisible();
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
      for (const name of ['Home', 'Blog', 'Work', 'Services', "Let's Talk", 'About', 'Get in touch', 'Admin Login']) {
        await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await expect(menu.getByRole('radio')).toHaveCount(4);

      await menu.getByRole('link', { name: 'Services', exact: true }).click();
      await expect(menu).toBeHidden();
      await expectScrolledTo(page, 'services');

      await page.getByRole('button', { name: 'Open menu' }).click();
      await menu.getByText('Forest').click();
      expect(await cssVar(page, '--main-color')).toBe('#2ecc71');
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

      await page.getByRole('button', { name: 'Open menu' }).click();
      await menu.getByRole('link', { name: 'Blog', exact: true }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(menu).toBeHidden();
      await page.evaluate(() => localStorage.removeItem('theme'));
    });

    test("'Get in touch' and 'Home' from the mobile menu; no second link to the top", async ({ page }) => {
      await page.goto('/blog');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Get in touch' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expectScrolledTo(page, 'contact');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu.getByRole('link', { name: /Hero/ })).toHaveCount(0);
      await menu.getByRole('link', { name: 'Home', exact: true }).click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
});

test.describe('head tags', () => {
  for (const path of ['/', '/blog', '/blog/ugc-content-strategy-guide']) {
    test(`the title and description the server wrote for ${path} stay once the app runs`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      const served = (pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/&amp;/g, '&').replace(/&#39;/g, "'") ?? '';
      const description = served(/<meta name="description" content="([^"]*)">/);
      const title = served(/<title>([^<]*)<\/title>/);
      expect(description.length).toBeGreaterThan(20);
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
      await expect(page).toHaveTitle(title);
    });
  }
});
