// Two admins, two browser contexts, one site-content section (issue #29, part 1): the Contact
// intro is saved in one browser, then in the other, which is told and keeps its heading on top of
// the first's introduction; the first, now stale, reloads theirs and stores nothing. Runs with the
// specs that change the site's words (playwright.config.ts), and puts the section back.

import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { asSuperAdmin, secondBrowser, signedIn as test, toastWith, unique } from './admin-support';

interface Contact {
  heading: string;
  intro: string;
}

async function storedContact(request: APIRequestContext): Promise<Contact> {
  const response = await request.get('/api/site-content');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { content: { contact: Contact } }).content.contact;
}

let original: Contact;

test.beforeAll(async ({ request }) => {
  original = await storedContact(request);
});

test.afterAll(async ({ request }) => {
  const response = await request.patch('/api/admin/site-content', { headers: await asSuperAdmin(request), data: { contact: original } });
  expect(response.status(), await response.text()).toBe(200);
});

async function openContact(page: Page) {
  await page.goto('/admin/site-content');
  await page.getByRole('tab', { name: /^Contact/ }).click();
  const form = page.getByRole('form', { name: 'Contact' });
  await expect(form).toBeVisible();
  return form;
}

test('the Contact intro saved in two browsers: keep mine, then reload theirs', async ({ page, browser, request, superAdminStorage, baseURL }) => {
  test.setTimeout(60_000);
  const other = await secondBrowser(browser, superAdminStorage, baseURL!);
  const mine = await openContact(page);
  const theirs = await openContact(other);
  const intro = unique('Their introduction, saved first');
  const heading = unique('My heading');

  await theirs.getByLabel(/^Introduction/).fill(intro);
  await other.getByRole('button', { name: 'Save Contact intro' }).click();
  await expect(toastWith(other, 'Contact intro saved')).toBeVisible();

  await mine.getByLabel(/^Heading/).fill(heading);
  await page.getByRole('button', { name: 'Save Contact intro' }).click();
  const conflict = page.getByRole('dialog', { name: 'Someone else changed this Contact intro section' });
  await expect(conflict).toBeVisible();
  const rows = conflict.getByRole('list', { name: 'What differs' });
  await expect(rows.getByRole('listitem').filter({ hasText: 'Introduction' })).toContainText('Changed by them');
  await expect(rows.getByRole('listitem').filter({ hasText: 'Heading' })).toContainText('Changed by you');
  expect((await storedContact(request)).heading).toBe(original.heading);

  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(toastWith(page, 'Contact intro saved')).toBeVisible();
  expect(await storedContact(request)).toEqual({ heading, intro });

  // The first browser is stale now: it reloads theirs, and nothing is stored.
  await theirs.getByLabel(/^Heading/).fill(unique('A stale heading'));
  await other.getByRole('button', { name: 'Save Contact intro' }).click();
  const back = other.getByRole('dialog', { name: 'Someone else changed this Contact intro section' });
  await expect(back).toBeVisible();
  await back.getByRole('button', { name: 'Reload theirs' }).click();
  await expect(back).toBeHidden();
  await expect(theirs.getByLabel(/^Heading/)).toHaveValue(heading);
  expect(await storedContact(request)).toEqual({ heading, intro });
  await other.context().close();
});
