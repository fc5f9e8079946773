// Two admins, two browser contexts, one item (issue #29, part 1): the one who saves second is told
// someone else changed it, sees what differs field by field, and chooses; "Keep mine" stores their
// change on top of the other's, "Reload theirs" drops theirs and stores nothing; in both orders
// nothing is silently overwritten. A service and an article here; a site-content section in
// admin-conflicts-site-content.spec.ts (the specs that change the site's words run on their own).

import { expect, type APIRequestContext } from '@playwright/test';
import {
  asSuperAdmin,
  createService,
  expectNoSeriousA11yViolations,
  openServiceEdit,
  rowWith,
  secondBrowser,
  signedIn as test,
  toastWith,
  unique,
} from './admin-support';

async function storedService(request: APIRequestContext, id: number) {
  const response = await request.get(`/api/services/${id}`, { headers: await asSuperAdmin(request) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { service: { title: string; description: string; version: number } }).service;
}

test.describe('a service edited in two browsers', () => {
  test('saved second, "Keep mine" stores my title on top of their description', async ({ page, browser, request, superAdminStorage, baseURL }) => {
    const title = unique('E2E Clash');
    const service = await createService(request, title);
    const other = await secondBrowser(browser, superAdminStorage, baseURL!);

    const mine = await openServiceEdit(page, title);
    const theirs = await openServiceEdit(other, title);

    // The other admin saves first.
    await theirs.getByLabel('Description').fill('Their description, saved first.');
    await theirs.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(other, 'Service updated')).toBeVisible();

    // I save second: told, not overwritten.
    await mine.getByLabel('Title').fill(`${title} mine`);
    await mine.getByRole('button', { name: 'Save Changes' }).click();
    const conflict = page.getByRole('dialog', { name: 'Someone else changed this service' });
    await expect(conflict).toBeVisible();
    // The server names who saved first (their revision), and when.
    await expect(conflict).toContainText(/owner saved it on /);
    const rows = conflict.getByRole('list', { name: 'What differs' });
    await expect(rows.getByRole('listitem').filter({ hasText: 'Description' })).toContainText('Changed by them');
    await expect(rows.getByRole('listitem').filter({ hasText: 'Description' })).toContainText('Their description, saved first.');
    await expect(rows.getByRole('listitem').filter({ hasText: 'Title' })).toContainText('Changed by you');
    expect((await storedService(request, service.id)).title).toBe(title);
    await expectNoSeriousA11yViolations(page);

    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await expect(toastWith(page, 'Service updated')).toBeVisible();
    await expect(conflict).toBeHidden();
    const stored = await storedService(request, service.id);
    expect(stored).toMatchObject({ title: `${title} mine`, description: 'Their description, saved first.' });
    await other.context().close();
  });

  test('the other order: "Reload theirs" drops my change, stores nothing, and my next save is based on theirs', async ({ page, browser, request, superAdminStorage, baseURL }) => {
    const title = unique('E2E Clash');
    const service = await createService(request, title);
    const other = await secondBrowser(browser, superAdminStorage, baseURL!);

    const theirs = await openServiceEdit(other, title);
    const mine = await openServiceEdit(page, title);

    // This time I save first, and the other admin second.
    await mine.getByLabel('Description').fill('My description, saved first.');
    await mine.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'Service updated')).toBeVisible();

    await theirs.getByLabel('Title').fill(`${title} theirs`);
    await theirs.getByRole('button', { name: 'Save Changes' }).click();
    const conflict = other.getByRole('dialog', { name: 'Someone else changed this service' });
    await expect(conflict).toBeVisible();
    await expect(conflict.getByRole('list', { name: 'What differs' })).toContainText('My description, saved first.');
    const before = await storedService(request, service.id);

    await conflict.getByRole('button', { name: 'Reload theirs' }).click();
    await expect(conflict).toBeHidden();
    await expect(theirs.getByLabel('Title')).toHaveValue(title);
    await expect(theirs.getByLabel('Description')).toHaveValue('My description, saved first.');
    expect(await storedService(request, service.id)).toEqual(before);

    // Saved again from what is stored now: no conflict.
    await theirs.getByLabel('Title').fill(`${title} theirs`);
    await theirs.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(other, 'Service updated')).toBeVisible();
    expect(await storedService(request, service.id)).toMatchObject({ title: `${title} theirs`, description: 'My description, saved first.' });
    await other.context().close();
  });

  test('the Active switch is based on the row as shown: two clicks in a row are not stale', async ({ page, request }) => {
    const title = unique('E2E Switch');
    const service = await createService(request, title);
    const created = (await storedService(request, service.id)).version;
    await page.goto('/admin/services');
    const toggle = rowWith(page, title).getByRole('switch', { name: `Active: ${title}` });
    await toggle.click();
    await expect(toastWith(page, `“${title}” is now hidden from the site.`)).toBeVisible();
    await expect(toggle).toBeEnabled();
    await toggle.click();
    await expect(toastWith(page, `“${title}” is now shown on the site.`)).toBeVisible();
    expect((await storedService(request, service.id)).version).toBe(created + 2);
  });
});

async function createPost(request: APIRequestContext, title: string) {
  const response = await request.post('/api/posts', {
    headers: await asSuperAdmin(request),
    data: { title, category: 'E2E', author: 'E2E Tester', excerpt: 'The loaded excerpt.', bodyMarkdown: 'A post made by the browser tests.' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { post: { id: number; slug: string } }).post;
}

async function storedPost(request: APIRequestContext, id: number) {
  const response = await request.get(`/api/posts/${id}`, { headers: await asSuperAdmin(request) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { post: { title: string; excerpt: string; bodyMarkdown: string } }).post;
}

test('an article edited in two browsers: the second saver keeps their title on top of the other’s excerpt', async ({ page, browser, request, superAdminStorage, baseURL }) => {
  test.setTimeout(60_000);
  const title = unique('E2E Clash post');
  const post = await createPost(request, title);
  const other = await secondBrowser(browser, superAdminStorage, baseURL!);
  for (const p of [page, other]) {
    await p.goto(`/admin/blog-posts/edit/${post.slug}`);
    await expect(p.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible();
  }

  await other.getByLabel(/^Excerpt/).fill('Their excerpt, saved first.');
  await other.getByRole('button', { name: 'Save draft' }).click();
  await expect(toastWith(other, 'Draft saved')).toBeVisible();

  await page.getByLabel('Title', { exact: true }).fill(`${title} mine`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  const conflict = page.getByRole('dialog', { name: 'Someone else changed this post' });
  await expect(conflict).toBeVisible();
  const rows = conflict.getByRole('list', { name: 'What differs' });
  await expect(rows.getByRole('listitem').filter({ hasText: 'Excerpt' })).toContainText('Changed by them');
  await expect(rows.getByRole('listitem').filter({ hasText: 'Title' })).toContainText('Changed by you');
  await expect(conflict.getByRole('button', { name: 'Close' })).toBeFocused();
  // Escape decides nothing: my work stays in the form, unsaved.
  await page.keyboard.press('Escape');
  await expect(conflict).toBeHidden();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`${title} mine`);
  expect((await storedPost(request, post.id)).title).toBe(title);

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(toastWith(page, 'Draft saved')).toBeVisible();
  await expect(page.getByLabel(/^Excerpt/)).toHaveValue('Their excerpt, saved first.');
  expect(await storedPost(request, post.id)).toMatchObject({ title: `${title} mine`, excerpt: 'Their excerpt, saved first.' });

  // The other way round: the first admin, now stale, reloads theirs.
  await other.getByRole('textbox', { name: 'Body' }).fill('Their body, now stale.');
  await other.getByRole('button', { name: 'Save draft' }).click();
  const back = other.getByRole('dialog', { name: 'Someone else changed this post' });
  await expect(back).toBeVisible();
  await back.getByRole('button', { name: 'Reload theirs' }).click();
  await expect(other.getByLabel('Title', { exact: true })).toHaveValue(`${title} mine`);
  await expect(other.getByRole('textbox', { name: 'Body' })).toHaveValue('A post made by the browser tests.');
  expect((await storedPost(request, post.id)).bodyMarkdown).toBe('A post made by the browser tests.');
  await other.context().close();
});
