// Reordering the content lists (issue #19) on Services: Move up / Move down, Alt+arrows and dragging a
// row's grip, announced and saved, and the home page follows; a failed save shows the error and the
// stored order; a new item starts last; closing the tab while a move is being stored asks first.
// Each test moves two services of its own, made at the end of the list; other tests' items may come
// and go meanwhile, so only relative order is checked.

import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { asSuperAdmin, openHome, rowWith, toastWith, unique } from './admin-support';
import { loginAs } from './support';

interface Service {
  id: number;
  title: string;
  position: number;
}

async function services(request: APIRequestContext): Promise<Service[]> {
  const response = await request.get('/api/services', { headers: await asSuperAdmin(request) });
  return ((await response.json()) as { services: Service[] }).services;
}

/** Two active services named for this test, last in the list (A above B); deleted by `remove`. */
async function twoServices(request: APIRequestContext, prefix: string) {
  const headers = await asSuperAdmin(request);
  const last = Math.max(0, ...(await services(request)).map((s) => s.position));
  const made: Service[] = [];
  for (const [i, name] of [unique(`${prefix} A`), unique(`${prefix} B`)].entries()) {
    const response = await request.post('/api/services', {
      headers,
      data: { title: name, description: 'Made by the ordering test.', icon: 'camera', position: last + 100 + i, isActive: true },
    });
    expect(response.status(), await response.text()).toBe(201);
    made.push(((await response.json()) as { service: Service }).service);
  }
  const [a, b] = made as [Service, Service];
  return {
    a: a.title,
    b: b.title,
    remove: async () => {
      for (const { id } of made) expect((await request.delete(`/api/services/${id}`, { headers })).status()).toBe(204);
    },
  };
}

/** The rows' item names, top to bottom. */
function rowNames(page: Page) {
  return page
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('[role="switch"]')?.getAttribute('aria-label')?.replace('Active: ', '')));
}

async function expectAbove(page: Page, upper: string, lower: string) {
  await expect.poll(async () => {
    const names = await rowNames(page);
    return names.indexOf(upper) >= 0 && names.indexOf(upper) < names.indexOf(lower);
  }).toBe(true);
}

/** Waits until the page has stored every move: leaving it no longer asks first (a reload before
 * that would meet the browser's question). */
async function expectAllStored(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      }),
    )
    .toBe(false);
}

/** Waits until the server holds `upper` before `lower`. */
async function expectStoredAbove(request: APIRequestContext, upper: string, lower: string) {
  await expect.poll(async () => {
    const list = await services(request);
    const [pu, pl] = [upper, lower].map((name) => list.find((s) => s.title === name)!.position) as [number, number];
    return pu < pl;
  }).toBe(true);
}

test('Move up and Alt+↓ reorder the rows, say where the item went, and are saved for the site', async ({ page, request }) => {
  const { a, b, remove } = await twoServices(request, 'E2E Order');
  try {
    await loginAs(page);
    await page.goto('/admin/services');
    await expectAbove(page, a, b);

    await page.getByRole('button', { name: `Move ${b} up` }).click();
    await expectAbove(page, b, a);
    await expect(page.getByRole('status').filter({ hasText: `Moved ${b} to position` })).toHaveText(
      new RegExp(`^Moved ${b} to position \\d+ of \\d+\\.$`),
    );
    await expect(page.getByRole('button', { name: `Move ${b} up` })).toBeFocused();

    // Saved: positions 0..n-1 in the new order, B before A; the home page draws them so.
    await expectAllStored(page);
    await expectStoredAbove(request, b, a);
    await page.reload();
    await expectAbove(page, b, a);
    await openHome(page);
    const titles = await page.locator('#services h3').allTextContents();
    expect(titles.indexOf(b)).toBeLessThan(titles.indexOf(a));
    expect(titles.indexOf(b)).toBeGreaterThanOrEqual(0);

    // From the keyboard alone: Alt+↓ on a row's control moves the row back down.
    await page.goto('/admin/services');
    await rowWith(page, b).getByRole('button', { name: `Edit ${b}` }).focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expectAbove(page, a, b);
    await expect(page.getByRole('status').filter({ hasText: `Moved ${b} to position` })).toBeAttached();
    await expect(rowWith(page, b).getByRole('button', { name: `Edit ${b}` })).toBeFocused();
    await expectAllStored(page);
    await expectStoredAbove(request, a, b);
    await page.reload();
    await expectAbove(page, a, b);
  } finally {
    await remove();
  }
});

test('on a phone, a row dragged by its grip lands where it is dropped, and stays there', async ({ page, request }) => {
  const { a, b, remove } = await twoServices(request, 'E2E Drag');
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page);
    await page.goto('/admin/services');
    await expectAbove(page, a, b);

    // The server's answers wait until the test has tried to leave.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/services/*', async (route) => {
      if (route.request().method() === 'PATCH') await answered;
      await route.fallback();
    });

    const grip = rowWith(page, b).locator('[data-control="grip"]');
    const target = rowWith(page, a);
    await target.scrollIntoViewIfNeeded();
    const from = (await grip.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    // Above A's middle: B lands before A.
    await page.mouse.move(from.x + from.width / 2, to.y + to.height / 4, { steps: 8 });
    await page.mouse.up();

    await expectAbove(page, b, a);
    await expect(page.getByRole('status').filter({ hasText: `Moved ${b} to position` })).toBeAttached();

    // Closing the tab while the new order is still being stored asks first; staying keeps the page.
    const question = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await question;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    expect(page.isClosed()).toBe(false);

    answer();
    await expectAllStored(page);
    await expectStoredAbove(request, b, a);
    await page.reload();
    await expectAbove(page, b, a);
  } finally {
    await remove();
  }
});

test('a move the server refuses shows its error, and the list shows the stored order again', async ({ page, request }) => {
  const { a, b, remove } = await twoServices(request, 'E2E Refused');
  try {
    await loginAs(page);
    await page.goto('/admin/services');
    await expectAbove(page, a, b);
    await page.route('**/api/services/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 503, json: { message: 'The database is busy: try again.' } })
        : route.fallback(),
    );
    await page.getByRole('button', { name: `Move ${b} up` }).click();
    await expect(toastWith(page, 'Error')).toContainText('The database is busy: try again.');
    await expectAbove(page, a, b);
  } finally {
    await page.unrouteAll();
    await remove();
  }
});

test('a new service starts last: its position is one more than the highest in the list', async ({ page }) => {
  await loginAs(page);
  await page.goto('/admin/services');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  // The positions the list shows (its Position column), not the server's later ones: other tests
  // add services meanwhile.
  const shown = (await page.locator('tbody td.tabular-nums').allTextContents()).map(Number);
  expect(shown.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Add Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Service' });
  await expect(dialog.getByLabel('Position')).toHaveValue(String(Math.max(...shown) + 1));
});
