// The four content managers (docs/PRODUCT.md §2, §4, §5) through their dialogs, checked on the public
// home page: create, edit, switch off and on, delete; the service icon picker; where focus goes;
// and each screen on a phone. Names are unique; nothing assumes counts. Every test starts signed in
// as the super admin.

import { expect, type Page } from '@playwright/test';
import {
  asSuperAdmin,
  expectNoSeriousA11yViolations,
  openHome,
  rowWith,
  signedIn as test,
  toastWith,
  unique,
} from './admin-support';

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
      // A tile of the icon picker: its words are its radio's label.
      await page.getByRole('radiogroup', { name: 'Icon' }).getByText('sparkles', { exact: true }).click();
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
    // Its Delete button went with the row: focus waits on the screen's main region, not the page's start.
    await expect(page.locator('main#admin-main')).toBeFocused();
    await openHome(page);
    await expect(c.onHome(page, renamed)).toHaveCount(0);
  });
}

test('the Add dialog checks the rules of docs/PRODUCT.md §5, keeps focus inside, and Escape closes it', async ({ page }) => {
  await page.goto('/admin/projects');
  const opener = page.getByRole('button', { name: 'Add Project' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Add Project' });
  // It opens on its first field, not on its Close button.
  await expect(dialog.getByLabel('Title')).toBeFocused();
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
  await page.goto('/admin/services');
  await expect(page.getByText(/\d+ services · \d+ active/)).toBeVisible();
  await expect(page.getByText('No services found. Add your first service to get started.')).toHaveCount(0);
});

test('Edit opens on the first field and Cancel gives the focus back; a delete confirmation opens on Cancel', async ({ page }) => {
  await page.goto('/admin/client-logos');
  const edit = page.getByRole('button', { name: /^Edit / }).first();
  await edit.click();
  const dialog = page.getByRole('dialog', { name: 'Edit Client Logo' });
  await expect(dialog.getByLabel('Image URL')).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();

  const remove = page.getByRole('button', { name: /^Delete / }).first();
  await remove.click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
});

test('the service icon is picked from the site’s icons, by keyboard too; a stored value outside them can be replaced', async ({
  page,
  request,
}) => {
  const headers = await asSuperAdmin(request);
  const name = unique('E2E Icon');
  await page.goto('/admin/services');
  await page.getByRole('button', { name: 'Add Service' }).click();
  const add = page.getByRole('dialog', { name: 'Add Service' });
  await add.getByLabel('Title').fill(name);
  await add.getByLabel('Description').fill('A service made by the browser tests.');
  // Tab enters the group (none chosen yet: on its first icon); the arrow keys choose.
  await page.keyboard.press('Tab');
  const icons = add.getByRole('radiogroup', { name: 'Icon' });
  await expect(icons.getByRole('radio', { name: 'sparkles' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(icons.getByRole('radio', { name: 'clapperboard' })).toBeChecked();
  await expect(icons.getByRole('radio', { name: 'clapperboard' })).toBeFocused();
  await add.getByRole('button', { name: 'Create Service' }).click();
  await expect(add).toBeHidden();
  await expect(rowWith(page, name)).toContainText('clapperboard');

  // A value the site's set does not hold (stored through the API) shows, chosen, and can be changed.
  const services = (await (await request.get('/api/services', { headers })).json()) as { services: { id: number; title: string }[] };
  const id = services.services.find((s) => s.title === name)!.id;
  expect((await request.patch(`/api/services/${id}`, { headers, data: { icon: 'fa-solid fa-star' } })).status()).toBe(200);
  try {
    await page.reload();
    await rowWith(page, name).getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Service' });
    const stored = edit.getByRole('radio', { name: /^fa-solid fa-star/ });
    await expect(stored).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await edit.getByRole('radiogroup', { name: 'Icon' }).getByText('video', { exact: true }).click();
    await expect(edit.getByRole('radio', { name: 'video' })).toBeChecked();
    await expect(stored).not.toBeChecked();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(rowWith(page, name)).toContainText('video');
  } finally {
    expect((await request.delete(`/api/services/${id}`, { headers })).status()).toBe(204);
  }
});

for (const screen of ['services', 'projects', 'testimonials', 'client-logos']) {
  test(`${screen} on a 390 px phone: no sideways scroll, every row action in view and reachable`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/${screen}`);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Nor does the table scroll sideways inside its box.
    expect(await page.locator('table').evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth)).toBeLessThanOrEqual(0);

    // Every control of every row, checked in the page: a round trip per control and check took
    // longer than the rest of the test.
    const controls = await page.locator('tbody').evaluate((body) =>
      [...body.querySelectorAll<HTMLElement>('button, a[href]')].map((control, i) => {
        // Scrolled to only when not wholly in view, as Playwright's scrollIntoViewIfNeeded does.
        const at = control.getBoundingClientRect();
        if (at.top < 0 || at.left < 0 || at.bottom > window.innerHeight || at.right > window.innerWidth) {
          control.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
        }
        const box = control.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return {
          label: control.getAttribute('aria-label') ?? `control ${i}`,
          visible: box.width > 0 && box.height > 0 && control.checkVisibility({ visibilityProperty: true }),
          left: box.x,
          right: box.x + box.width,
          // Nothing covers it: a tap at its middle lands on it.
          onTop: hit !== null && control.contains(hit),
        };
      }),
    );
    // At least Edit, Delete and Active on each row.
    expect(controls.length).toBeGreaterThanOrEqual(3 * (await page.locator('tbody tr').count()));
    for (const { label, visible, left, right, onTop } of controls) {
      expect(visible, label).toBe(true);
      expect(left, label).toBeGreaterThanOrEqual(0);
      expect(right, label).toBeLessThanOrEqual(390);
      expect(onTop, label).toBe(true);
    }
    await expectNoSeriousA11yViolations(page);
  });
}
