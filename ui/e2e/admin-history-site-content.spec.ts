// A site-content section's History through the browser (issue #29, part 3): the hero's subtitle is
// saved twice from the Site Content screen, its History shows the earlier subtitle beside the one
// stored now, and restoring it puts it back in the form and on the home page. Runs with the specs
// that change the site's words (playwright.config.ts), and puts the section back.

import { expect, type APIRequestContext } from '@playwright/test';
import { asSuperAdmin, signedIn as test, toastWith, unique } from './admin-support';

interface Hero {
  subtitle: string;
  [field: string]: unknown;
}

async function storedHero(request: APIRequestContext): Promise<Hero> {
  const response = await request.get('/api/site-content');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { content: { hero: Hero } }).content.hero;
}

let original: Hero;

test.beforeAll(async ({ request }) => {
  original = await storedHero(request);
});

test.afterAll(async ({ request }) => {
  const response = await request.patch('/api/admin/site-content', { headers: await asSuperAdmin(request), data: { hero: original } });
  expect(response.status(), await response.text()).toBe(200);
});

test('the hero saved twice: its History shows the earlier subtitle, and restoring it puts it back', async ({ page, request }) => {
  test.setTimeout(60_000);
  const [first, second] = [unique('The first subtitle of the history test'), unique('The second subtitle of the history test')];
  await page.goto('/admin/site-content');
  await page.getByRole('tab', { name: /^Hero/ }).click();
  const form = page.getByRole('form', { name: 'Hero' });
  for (const subtitle of [first, second]) {
    await form.getByLabel('Subtitle').fill(subtitle);
    await page.getByRole('button', { name: 'Save Hero' }).click();
    await expect(toastWith(page, 'Hero saved')).toBeVisible();
  }

  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  await expect(history).toContainText('the Hero section');
  const changes = history.getByRole('list', { name: /^What version \d+ holds differently from now$/ });
  const subtitle = changes.getByRole('listitem').filter({ hasText: 'Subtitle' });
  await expect(subtitle).toContainText(first);
  await expect(subtitle).toContainText(second);
  await history.getByRole('button', { name: 'Restore this version' }).click();
  await page.getByRole('alertdialog', { name: /^Restore version \d+\?$/ }).getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(toastWith(page, /^Restored version \d+/)).toBeVisible();
  await expect(form.getByLabel('Subtitle')).toHaveValue(first);
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  expect((await storedHero(request)).subtitle).toBe(first);

  // Based on the restored version: the next save is taken, not refused.
  await form.getByLabel('Subtitle').fill(`${first} again`);
  await page.getByRole('button', { name: 'Save Hero' }).click();
  await expect(toastWith(page, 'Hero saved')).toBeVisible();
  await form.getByLabel('Subtitle').fill(first);
  await page.getByRole('button', { name: 'Save Hero' }).click();
  await expect(toastWith(page, 'Hero saved')).toBeVisible();

  await page.goto('/');
  await expect(page.getByText(first, { exact: true })).toBeVisible();
  await expect(page.getByText(second, { exact: true })).toHaveCount(0);
});
