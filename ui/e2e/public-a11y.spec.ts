// Automated accessibility checks (axe) of the public pages in each of the four themes, the home
// page on a phone too: no serious or critical violations, with every reveal shown and every
// animation settled. A case study's page is checked on one made for it (a result, a gallery, a
// film).

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { asSuperAdmin, createProject, unique } from './admin-support';
import { scrollThrough } from './public-support';

const THEMES = ['default', 'blue', 'purple', 'green'] as const;
// The home page carries the FAQ section (site content); /privacy is a legal page's prose.
const PAGES = ['/', '/blog', '/blog/miami-restaurants-tourism-social-media', '/privacy'] as const;

async function expectNoSeriousViolations(page: Page, path: string, theme: string) {
  await page.addInitScript((key) => localStorage.setItem('theme', key), theme);
  await page.goto(path);
  await scrollThrough(page);
  await page.waitForTimeout(1200); // reveals and the hero entrance finish
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n  ')}`);
  expect(serious, `${path} in ${theme}`).toEqual([]);
}

for (const theme of THEMES) {
  for (const path of PAGES) {
    test(`no serious accessibility violations on ${path} in the ${theme} theme`, async ({ page }) => {
      test.setTimeout(90_000);
      await expectNoSeriousViolations(page, path, theme);
    });
  }
}

// A phone lays the home page out its own way (swipeable rows and their buttons, the light band's
// controls, the founder's row): the same checks at 390 px.
for (const theme of THEMES) {
  test(`no serious accessibility violations on / at 390 px in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousViolations(page, '/', theme);
  });
}

// The FAQ's answers are closed on arrival: open every one and check the section again.
for (const theme of THEMES) {
  test(`the FAQ with its answers open has no serious accessibility violations in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem('theme', key), theme);
    await page.goto('/#faq');
    const questions = page.locator('#faq summary');
    await expect(questions.first()).toBeVisible();
    for (const summary of await questions.all()) await summary.click();
    await expect(page.locator('#faq details[open]')).toHaveCount(await questions.count());
    await page.waitForTimeout(600); // the reveal has finished
    const results = await new AxeBuilder({ page }).include('#faq').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
    expect(serious).toEqual([]);
  });
}

test.describe('a case study page', () => {
  let path = '';
  test.beforeAll(async ({ playwright }, info) => {
    const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
    const project = await createProject(request, unique('E2E A11y case'), { image: '/images/work/casa-coral-hotel.svg' });
    const headers = await asSuperAdmin(request);
    const library = await request.get('/api/admin/media?kind=image&limit=2', { headers });
    const images = ((await library.json()) as { media: { url: string }[] }).media.map((m) => m.url);
    const response = await request.put(`/api/projects/${project.id}/case-study`, {
      headers,
      data: {
        status: 'published',
        client: 'Casa Coral Hotel',
        bodyMarkdown: '## The brief\n\nA **summer** relaunch.\n\n- Forty creator videos\n- One [booking page](/#contact)',
        results: [
          { value: '+240%', label: 'reach in 90 days' },
          { value: '3.1M', label: 'video views' },
          { value: '+38', label: 'direct bookings a month' },
        ],
        gallery: images.length ? images : ['/images/work/lumeira-skin.svg'],
        video: '/video/showreel.mp4',
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    path = `/work/${((await response.json()) as { caseStudy: { slug: string } }).caseStudy.slug}`;
    await request.dispose();
  });

  for (const theme of THEMES) {
    test(`has no serious accessibility violations in the ${theme} theme`, async ({ page }) => {
      test.setTimeout(90_000);
      await expectNoSeriousViolations(page, path, theme);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('main')).toHaveCount(1);
    });
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
