// Automated accessibility checks (axe) of the public pages in each of the four themes: no serious
// or critical violations, with every reveal shown and every animation settled.

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { scrollThrough } from './public-support';

const THEMES = ['default', 'blue', 'purple', 'green'] as const;
const PAGES = ['/', '/blog', '/blog/miami-restaurants-tourism-social-media'] as const;

for (const theme of THEMES) {
  for (const path of PAGES) {
    test(`no serious accessibility violations on ${path} in the ${theme} theme`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.addInitScript((key) => localStorage.setItem('theme', key), theme);
      await page.goto(path);
      await scrollThrough(page);
      await page.waitForTimeout(1200); // reveals and the hero entrance finish
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n  ')}`);
      expect(serious, `${path} in ${theme}`).toEqual([]);
    });
  }
}

test('keyboard users see where they are and can skip to the content', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  const outline = await focused.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
});

test('the page has its landmarks', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
});
