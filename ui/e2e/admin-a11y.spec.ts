// axe on every admin screen (and an open dialog): no serious or critical violations.

import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './admin-support';
import { loginAs } from './support';

test('login and registration', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/admin/register');
  await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

// One test per screen, each signed in on its own: fourteen axe runs in one test outlasted any
// timeout on a busy machine, and the screens are independent.
const SCREENS = [
  ['dashboard', 'Dashboard'],
  ['services', 'Services'],
  ['projects', 'Projects'],
  ['testimonials', 'Testimonials'],
  ['client-logos', 'Client Logos'],
  ['blog-posts', 'Blog Posts'],
  ['blog-posts/new', 'New post'],
  ['media', 'Media Library'],
  ['contact-submissions', 'Contact Inquiries'],
  ['content-preview', 'Content Preview'],
  ['site-content', 'Site Content'],
  ['users', 'User Management'],
  ['settings', 'Site Settings'],
  ['account', 'Account'],
] as const;

test.describe('every protected screen', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const [screen, heading] of SCREENS) {
    test(`/admin/${screen}`, async ({ page }) => {
      await loginAs(page);
      await page.goto(`/admin/${screen}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test('an open dialog and the mobile menu', async ({ page }) => {
  await loginAs(page);
  await page.goto('/admin/services');
  await page.getByRole('button', { name: 'Add Service' }).click();
  await page.getByRole('button', { name: 'Create Service' }).click();
  await expect(page.getByText('Title must be at least 2 characters')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await expectNoSeriousA11yViolations(page);
});

test('the dashboard with counted visits in each of the four themes, chart and table', async ({ page }) => {
  test.setTimeout(150_000);
  // A counted visit, so the chart, top lists and shares are drawn rather than their empty states.
  const counted = page.waitForResponse((r) => r.url().endsWith('/api/analytics/visit'));
  await page.goto('/blog');
  await counted;
  await loginAs(page);
  for (const theme of ['default', 'blue', 'purple', 'green']) {
    await page.evaluate((key) => localStorage.setItem('theme', key), theme);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('img', { name: /^Visits and visitors per day/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Activity, newest first' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
  }
  // The table's colours do not change with the theme: once is enough.
  await page.getByRole('button', { name: 'Show as table' }).click();
  await expect(page.getByRole('table', { name: /^Visits and visitors per day/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => localStorage.removeItem('theme'));
});

test('Site Content in each of the four themes, its lists and live preview open', async ({ page }) => {
  test.setTimeout(240_000);
  /** Opens `tab` and runs axe once its preview's frame is drawn (or gone): axe reads it too. */
  async function check(tab: string, preview: boolean) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    if (preview) await expect(page.frameLocator('iframe').locator('section').first()).toBeVisible();
    else await expect(page.locator('iframe')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // The preview is a scaled-down picture of public sections, which public-a11y.spec.ts checks at
    // full size in every theme; inside the scaled frame axe's contrast check samples the wrong
    // backgrounds (the button over the frame's canvas), so the frame is left out here.
    await expectNoSeriousA11yViolations(page, ['iframe']);
  }
  await loginAs(page);
  // Every theme on the forms with lists, a library picture and the preview of a public section.
  for (const theme of ['default', 'blue', 'purple', 'green']) {
    await page.evaluate((key) => localStorage.setItem('theme', key), theme);
    await page.goto('/admin/site-content');
    await expect(page.getByRole('heading', { level: 1, name: 'Site Content' })).toBeVisible();
    await check('Hero', true);
    await check('Stats', true);
  }
  // The other kinds of form once: nested lists, the Markdown editor, the switches.
  await check('About', true);
  await check('Privacy Policy', false);
  await check('Sections shown', false);
  await page.evaluate(() => localStorage.removeItem('theme'));
});
