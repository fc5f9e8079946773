// The four content managers (SPEC.md §2, §4, §5) through their dialogs, checked on the public
// home page: create, edit, switch off and on, delete. Names are unique; nothing assumes counts.

import { expect, type Page, test } from '@playwright/test';
import { openHome, rowWith, toastWith, unique } from './admin-support';
import { loginAs } from './support';

interface Case {
  screen: string;
  singular: string;
  /** Fills the Add form for an item named `name`. */
  fill: (page: Page, name: string) => Promise<void>;
  /** The field that holds the name, changed by the edit. */
  nameLabel: string;
  /** How the item shows on the home page. */
  onHome: (page: Page, name: string) => ReturnType<Page['getByText']>;
}

const CASES: Case[] = [
  {
    screen: 'services',
    singular: 'Service',
    nameLabel: 'Title',
    fill: async (page, name) => {
      await page.getByLabel('Title').fill(name);
      await page.getByLabel('Description').fill('A service made by the browser tests.');
      await page.getByLabel('Icon').fill('sparkles');
    },
    onHome: (page, name) => page.locator('#services').getByText(name, { exact: true }),
  },
  {
    screen: 'projects',
    singular: 'Project',
    nameLabel: 'Title',
    fill: async (page, name) => {
      await page.getByLabel('Title').fill(name);
      await page.getByLabel('Category').fill('UGC');
      await page.getByLabel('Description').fill('A project made by the browser tests.');
      await page.getByLabel('Image URL').fill('/images/work/lumeira-skin.svg');
    },
    onHome: (page, name) => page.locator('#work').getByText(name, { exact: true }),
  },
  {
    screen: 'testimonials',
    singular: 'Testimonial',
    nameLabel: 'Name',
    fill: async (page, name) => {
      await page.getByLabel('Name').fill(name);
      await page.getByLabel('Position', { exact: true }).fill('Owner');
      await page.getByLabel('Company').fill('Test Kitchen');
      await page.getByLabel('Quote').fill('The browser tests wrote this quote.');
    },
    onHome: (page, name) => page.getByText(name, { exact: true }),
  },
  {
    screen: 'client-logos',
    singular: 'Client Logo',
    nameLabel: 'Alt text',
    fill: async (page, name) => {
      await page.getByLabel('Image URL').fill('/images/logos/lumeira-skin.svg');
      await page.getByLabel('Alt text').fill(name);
      await page.getByLabel('Width').fill('');
    },
    onHome: (page, name) => page.getByAltText(name, { exact: true }),
  },
];

for (const c of CASES) {
  test(`${c.screen}: create, edit, switch off and on, delete — as seen on the home page`, async ({ page }) => {
    test.setTimeout(60_000);
    const name = unique(`E2E ${c.singular}`);
    const renamed = `${name} v2`;
    await loginAs(page);

    // Create through the Add dialog.
    await page.goto(`/admin/${c.screen}`);
    await page.getByRole('button', { name: `Add ${c.singular}` }).click();
    const add = page.getByRole('dialog', { name: `Add ${c.singular}` });
    await expect(add).toBeVisible();
    await c.fill(page, name);
    await add.getByRole('button', { name: `Create ${c.singular}` }).click();
    await expect(add).toBeHidden();
    await expect(toastWith(page, `${c.singular} created`)).toBeVisible();
    await expect(rowWith(page, name)).toHaveCount(1);

    await openHome(page);
    await expect(c.onHome(page, name).first()).toBeAttached();

    // Edit through the Edit dialog.
    await page.goto(`/admin/${c.screen}`);
    await rowWith(page, name).getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${c.singular}` });
    await expect(edit.getByLabel(c.nameLabel, { exact: true })).toHaveValue(name);
    await edit.getByLabel(c.nameLabel, { exact: true }).fill(renamed);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(toastWith(page, `${c.singular} updated`)).toBeVisible();

    await openHome(page);
    await expect(c.onHome(page, renamed).first()).toBeAttached();
    await expect(c.onHome(page, name)).toHaveCount(0);

    // Switch it off: it leaves the home page; on again: it is back.
    await page.goto(`/admin/${c.screen}`);
    const toggle = rowWith(page, renamed).getByRole('switch', { name: `Active: ${renamed}` });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(toastWith(page, `${c.singular} updated`)).toContainText('hidden from the site');
    await openHome(page);
    await expect(c.onHome(page, renamed)).toHaveCount(0);

    await page.goto(`/admin/${c.screen}`);
    await rowWith(page, renamed).getByRole('switch').click();
    await expect(rowWith(page, renamed).getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    await expect(toastWith(page, `${c.singular} updated`)).toContainText('shown on the site');
    await openHome(page);
    await expect(c.onHome(page, renamed).first()).toBeAttached();

    // Delete after confirmation.
    await page.goto(`/admin/${c.screen}`);
    await rowWith(page, renamed).getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(renamed);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toastWith(page, `${c.singular} deleted`)).toBeVisible();
    await expect(rowWith(page, renamed)).toHaveCount(0);
    await openHome(page);
    await expect(c.onHome(page, renamed)).toHaveCount(0);
  });
}

test('the Add dialog checks the spec rules, keeps focus inside, and Escape closes it', async ({ page }) => {
  await loginAs(page);
  await page.goto('/admin/projects');
  const opener = page.getByRole('button', { name: 'Add Project' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Add Project' });
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  for (const message of [
    'Title must be at least 2 characters',
    'Category must be at least 2 characters',
    'Description must be at least 10 characters',
    'Image URL is required',
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await dialog.getByLabel('Image URL').fill('javascript:alert(1)');
  await expect(dialog.getByText('Image URL must start with https://, http:// or / (a path on this site)')).toBeVisible();

  // Focus stays in the modal dialog.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('an empty state is not shown while items exist; the list names counts', async ({ page }) => {
  await loginAs(page);
  await page.goto('/admin/services');
  await expect(page.getByText(/\d+ services · \d+ active/)).toBeVisible();
  await expect(page.getByText('No services found. Add your first service to get started.')).toHaveCount(0);
});
