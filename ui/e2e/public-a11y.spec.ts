// Automated accessibility checks (axe) of the public pages in each of the four themes, the home
// page on a phone too: no serious or critical violations, with every reveal shown and every
// animation settled. A case study's page is checked in public-a11y-case-study.spec.ts.

import { expect, test } from '@playwright/test';
import {
  AXE_TAGS,
  expectNoSeriousViolationsInEachTheme,
  seriousViolations,
  settle,
  switchTheme,
  THEMES,
} from './a11y-support';

// Each check is independent and takes seconds (scrolling through a page, then axe in each theme):
// spread over both workers, so the file is not the suite's longest single run.
test.describe.configure({ mode: 'parallel' });

// The home page carries the FAQ section (site content); /privacy is a legal page's prose.
const PAGES = ['/', '/blog', '/blog/miami-restaurants-tourism-social-media', '/privacy'] as const;

for (const path of PAGES) {
  // axe takes longest on the home page: its themes are checked two a test, each test well inside
  // its timeout on a busy machine.
  const groups = path === '/' ? [THEMES.slice(0, 2), THEMES.slice(2)] : [THEMES];
  for (const themes of groups) {
    test(`no serious accessibility violations on ${path} in the ${themes.join(', ')} themes`, async ({ page }) => {
      test.setTimeout(90_000);
      await expectNoSeriousViolationsInEachTheme(page, path, themes);
    });
  }
}

// A phone lays the home page out its own way (swipeable rows and their buttons, the light band's
// controls, the founder's row): the same checks at 390 px.
test('no serious accessibility violations on / at 390 px in any of the four themes', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolationsInEachTheme(page, '/');
});

// The FAQ's answers are closed on arrival: open every one and check the section again.
test('the FAQ with its answers open has no serious accessibility violations in any theme', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/#faq');
  const questions = page.locator('#faq summary');
  await expect(questions.first()).toBeVisible();
  for (const summary of await questions.all()) await summary.click();
  await expect(page.locator('#faq details[open]')).toHaveCount(await questions.count());
  await settle(page);
  for (const [index, theme] of THEMES.entries()) {
    if (index > 0) await switchTheme(page, theme);
    expect.soft(await seriousViolations(page, { tags: AXE_TAGS, include: '#faq' }), `the FAQ in ${theme}`).toEqual([]);
  }
});

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
