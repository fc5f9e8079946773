// An item's History through the browser (issue #29, part 3): a service and an article are edited
// twice through their editors, their History shows the earlier value beside the one stored now,
// and restoring it puts it back in the editor (a save that follows is not refused) and on the
// public site. A site-content section: admin-history-site-content.spec.ts (the specs that change
// the site's words run on their own).

import { expect } from '@playwright/test';
import {
  createPost,
  createService,
  expectNoSeriousA11yViolations,
  openHome,
  openServiceEdit,
  rowWith,
  signedIn as test,
  toastWith,
  unique,
} from './admin-support';

test('a service edited twice: its History shows the earlier title, and restoring it puts it back', async ({ page, request }) => {
  test.setTimeout(60_000);
  const title = unique('E2E History');
  const [first, second] = [`${title} first`, `${title} second`];
  await createService(request, title);
  let name = title;
  for (const next of [first, second]) {
    const edit = await openServiceEdit(page, name);
    await edit.getByLabel('Title').fill(next);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'Service updated')).toBeVisible();
    name = next;
  }

  const edit = await openServiceEdit(page, second);
  await edit.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  await expect(history).toBeVisible();
  const versions = history.getByRole('list', { name: 'Versions, newest first' }).getByRole('button');
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0)).toContainText('Now');
  // The version before the one stored now is chosen first: its title against now's.
  await expect(versions.nth(1)).toHaveAttribute('aria-pressed', 'true');
  const changes = history.getByRole('list', { name: /^What version \d+ holds differently from now$/ });
  await expect(changes.getByRole('listitem').filter({ hasText: 'Title' })).toContainText(first);
  await expect(changes.getByRole('listitem').filter({ hasText: 'Title' })).toContainText(second);
  await expectNoSeriousA11yViolations(page);

  // The oldest holds the title it was created with.
  await versions.nth(2).click();
  await expect(history.getByRole('listitem').filter({ hasText: 'Title' })).toContainText(title);
  await versions.nth(1).click();

  await history.getByRole('button', { name: 'Restore this version' }).click();
  const confirm = page.getByRole('alertdialog', { name: /^Restore version \d+\?$/ });
  await expect(confirm).not.toContainText('unsaved');
  await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(toastWith(page, /^Restored version \d+/)).toBeVisible();
  await expect(history).toBeHidden();
  await expect(edit.getByLabel('Title')).toHaveValue(first);

  // The form is based on the restored version: saving again is not refused.
  await edit.getByLabel('Description').fill('Saved after the restore.');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'Service updated')).toBeVisible();
  await expect(rowWith(page, first)).toHaveCount(1);

  await openHome(page);
  await expect(page.locator('#services').getByText(first, { exact: true })).toBeVisible();
  await expect(page.locator('#services').getByText(second, { exact: true })).toHaveCount(0);
});

test('an article edited twice: restoring the earlier body asks before it discards unsaved work', async ({ page, request }) => {
  test.setTimeout(60_000);
  const title = unique('E2E History post');
  const { slug } = await createPost(request, title, 'The body as written.');

  await page.goto(`/admin/blog-posts/edit/${slug}`);
  const body = page.getByRole('textbox', { name: 'Body' });
  for (const text of ['The first body of the history test.', 'The second body of the history test.']) {
    await body.fill(text);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(toastWith(page, 'Post updated')).toBeVisible();
  }

  // Work not saved yet: the restore says it discards it.
  await page.getByLabel('Title', { exact: true }).fill(`${title} not saved`);
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  const changes = history.getByRole('list', { name: /^What version \d+ holds differently from now$/ });
  await expect(changes.getByRole('listitem').filter({ hasText: 'Body' })).toContainText('The first body of the history test.');
  await expect(changes.getByRole('listitem').filter({ hasText: 'Body' })).toContainText('The second body of the history test.');
  await history.getByRole('button', { name: 'Restore this version' }).click();
  const confirm = page.getByRole('alertdialog', { name: /^Restore version \d+\?$/ });
  await expect(confirm).toContainText('Your unsaved changes in the form are discarded.');
  await confirm.getByRole('button', { name: 'Discard changes and restore' }).click();
  await expect(toastWith(page, /^Restored version \d+/)).toBeVisible();
  await expect(body).toHaveValue('The first body of the history test.');
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(page.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible();

  // Based on the restored version: the next save is taken.
  await page.getByLabel(/^Excerpt/).fill('Saved after the restore.');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(toastWith(page, 'Post updated')).toBeVisible();

  await page.goto(`/blog/${slug}`);
  await expect(page.locator('.prose-article')).toContainText('The first body of the history test.');
  await expect(page.locator('.prose-article')).not.toContainText('The second body');
});

test('an item saved once says it has no earlier versions yet', async ({ page, request }) => {
  const title = unique('E2E No history');
  await createService(request, title);
  const edit = await openServiceEdit(page, title);
  await edit.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  await expect(history.getByText('No earlier versions yet')).toBeVisible();
  await expect(history.getByRole('button', { name: 'Restore this version' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();
  await expect(edit).toBeVisible();
});
