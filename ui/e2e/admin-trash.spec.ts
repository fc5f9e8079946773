// The Trash through the browser (issue #29, part 4): a service, an article and a media item are
// deleted through their screens, wait on the Trash screen with their kind and who deleted them,
// and each Restore puts one back: in its admin list again and, for the service and the article,
// on the public site.

import { expect, type Page } from '@playwright/test';
import {
  createPost,
  createService,
  expectNoSeriousA11yViolations,
  openHome,
  rowWith,
  signedIn as test,
  toastWith,
  unique,
  uploadPhoto,
} from './admin-support';

/** Confirms the delete the page asks about, and waits for its toast. */
async function confirmDelete(page: Page, toast: string) {
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, toast)).toContainText('Trash for 30 days');
}

async function findInLibrary(page: Page, alt: string) {
  await page.goto('/admin/media');
  await page.getByLabel('Search').fill(alt);
  return page.getByRole('button', { name: new RegExp(`^Open .+: ${alt}$`) });
}

test('a service, an article and a media item deleted, found in the Trash, and restored', async ({ page, request }) => {
  test.setTimeout(90_000);
  const service = unique('E2E Trash service');
  const article = unique('E2E Trash article');
  const alt = unique('E2E Trash photo');
  await createService(request, service);
  const slug = (await createPost(request, article, 'Kept in the trash a while.')).slug;
  await page.goto('/robots.txt');
  const media = await uploadPhoto(page, request, alt, { width: 640, height: 400 });

  // Deleted through their own screens, each says where it went.
  await page.goto('/admin/services');
  await rowWith(page, service).getByRole('button', { name: `Delete ${service}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText('kept in the Trash for 30 days');
  await confirmDelete(page, 'Service deleted');

  await page.goto('/admin/blog-posts');
  await page.getByLabel('Search').fill(article);
  await rowWith(page, article).getByRole('button', { name: `Delete ${article}` }).click();
  await confirmDelete(page, 'Post deleted');

  await (await findInLibrary(page, alt)).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await confirmDelete(page, 'Media deleted');

  // Gone from the site meanwhile.
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
  await openHome(page);
  await expect(page.locator('#services').getByText(service, { exact: true })).toHaveCount(0);

  // The Trash lists each with its kind, who deleted it and when it goes for good.
  await page.goto('/admin/dashboard');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Trash' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Deleted items, the most recent first' });
  for (const [name, kind] of [
    [service, 'Service'],
    [article, 'Article'],
    [media.name, 'Media'],
  ] as const) {
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(kind);
    await expect(row).toContainText('owner');
    await expect(row).toContainText('Purged in 30 days');
  }
  await expectNoSeriousA11yViolations(page);

  for (const [name, place] of [
    [service, 'Services'],
    [article, 'Blog Posts'],
    [media.name, 'the Media Library'],
  ] as const) {
    await table.getByRole('button', { name: `Restore ${name}` }).click();
    await expect(toastWith(page, `Restored ‘${name}’`)).toContainText(`It is back in ${place}.`);
    await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  }

  // Back in their lists, and on the site.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Services' }).click();
  await expect(rowWith(page, service)).toHaveCount(1);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Blog Posts' }).click();
  await page.getByLabel('Search').fill(article);
  await expect(rowWith(page, article)).toHaveCount(1);
  await expect(await findInLibrary(page, alt)).toBeVisible();
  expect((await page.request.get(media.url)).status()).toBe(200);

  await openHome(page);
  await expect(page.locator('#services').getByText(service, { exact: true })).toBeVisible();
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: article })).toBeVisible();
});
