// axe on every admin screen (and an open dialog): no serious or critical violations.

import { expect, type Page, test } from '@playwright/test';
import { switchTheme, THEMES } from './a11y-support';
import { expectNoSeriousA11yViolations, signedIn } from './admin-support';

test('login and registration', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/admin/register');
  await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

// One test per screen: fourteen axe runs in one test outlasted any timeout on a busy machine, and
// the screens are independent.
const SCREENS = [
  ['dashboard', 'Dashboard'],
  ['services', 'Services'],
  ['projects', 'Projects'],
  ['testimonials', 'Testimonials'],
  ['client-logos', 'Client Logos'],
  ['blog-posts', 'Blog Posts'],
  ['blog-posts/new', 'New post'],
  ['media', 'Media Library'],
  ['trash', 'Trash'],
  ['contact-submissions', 'Contact Inquiries'],
  ['content-preview', 'Content Preview'],
  ['site-content', 'Site Content'],
  ['translations', 'Translations'],
  ['users', 'User Management'],
  ['settings', 'Site Settings'],
  ['account', 'Account'],
] as const;

signedIn.describe('every protected screen', () => {
  signedIn.describe.configure({ mode: 'parallel' });
  for (const [screen, heading] of SCREENS) {
    signedIn(`/admin/${screen}`, async ({ page }) => {
      await page.goto(`/admin/${screen}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
    });
  }
});

signedIn('an open dialog and the mobile menu', async ({ page }) => {
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

// The themes change colours only: each screen below is loaded once and re-coloured in place.
signedIn('the dashboard with counted visits in each of the four themes, chart and table', async ({ page }) => {
  test.setTimeout(90_000);
  // A counted visit, so the chart, top lists and shares are drawn rather than their empty states.
  const counted = page.waitForResponse((r) => r.url().endsWith('/api/analytics/visit'));
  await page.goto('/blog');
  await counted;
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('img', { name: /^Visits and visitors per day/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Activity, newest first' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const [index, theme] of THEMES.entries()) {
    if (index > 0) await switchTheme(page, theme);
    await expectNoSeriousA11yViolations(page);
  }
  // The table's colours do not change with the theme: once is enough.
  await page.getByRole('button', { name: 'Show as table' }).click();
  await expect(page.getByRole('table', { name: /^Visits and visitors per day/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

signedIn.describe('Site Content', () => {
  signedIn.describe.configure({ mode: 'parallel' });

  /** Opens `tab` and runs axe once its preview's frame is drawn (or gone): axe reads it too. */
  async function check(page: Page, tab: string, preview: boolean) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    if (preview) await expect(page.frameLocator('iframe').locator('section').first()).toBeVisible();
    else await expect(page.locator('iframe')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // The preview is a scaled-down picture of public sections, which public-a11y.spec.ts checks at
    // full size in every theme; inside the scaled frame axe's contrast check samples the wrong
    // backgrounds (the button over the frame's canvas), so the frame is left out here.
    await expectNoSeriousA11yViolations(page, ['iframe']);
  }

  /**
   * Opens Site Content in `theme`, saved before the page starts as a returning visitor's theme is,
   * once the Hero tab (open on arrival) has drawn its preview's frame in it and that frame's video
   * has loaded: a tab opened while it still loads leaves the page never idle.
   */
  async function open(page: Page, theme: string) {
    // Saved by the top document only: the preview frames share its storage and would save it again.
    await page.addInitScript((key) => window === window.top && localStorage.setItem('theme', key), theme);
    await page.goto('/admin/site-content');
    await expect(page.getByRole('heading', { level: 1, name: 'Site Content' })).toBeVisible();
    await expect(page.frameLocator('iframe').locator('section').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }

  // Every theme on the forms with lists, a library picture and the preview of a public section;
  // two themes a test, as eight axe runs of this screen outlast a test's time on a busy machine.
  for (const themes of [THEMES.slice(0, 2), THEMES.slice(2)]) {
    signedIn(`in the ${themes.join(' and ')} themes, its lists and live preview open`, async ({ page }) => {
      test.setTimeout(90_000);
      await open(page, themes[0]!);
      // A tab draws its preview's frame when opened, in the theme of the page then: the next
      // theme is chosen on Stats, and Hero opened after it.
      for (const [index, theme] of themes.entries()) {
        if (index > 0) await switchTheme(page, theme);
        await check(page, 'Hero', true);
        await check(page, 'Stats', true);
      }
    });
  }

  // The other kinds of form once, in the last theme: nested lists, the Markdown editor, the switches.
  signedIn('its other kinds of form', async ({ page }) => {
    test.setTimeout(90_000);
    await open(page, THEMES.at(-1)!);
    await check(page, 'About', true);
    await check(page, 'Privacy Policy', false);
    await check(page, 'Sections shown', false);
  });
});
