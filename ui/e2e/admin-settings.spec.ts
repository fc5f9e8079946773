// Site Settings (docs/DESIGN.md, "Decisions"; super admin only): the server's field errors, and a saved change.

import { expect, test } from '@playwright/test';
import { asSuperAdmin, toastWith } from './admin-support';
import { loginAs } from './support';

test("shows the server's message under an invalid field and saves a valid change", async ({ page, request }) => {
  const headers = await asSuperAdmin(request);
  const original = ((await (await request.get('/api/admin/settings', { headers })).json()) as { settings: { timeZone: string } })
    .settings.timeZone;
  await loginAs(page);
  await page.goto('/admin/settings');
  const zone = page.getByLabel('Time zone');
  await expect(zone).toHaveValue(original);

  await zone.fill('Mars/Olympus');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText("'Mars/Olympus' is not a time zone; use a name such as America/New_York", { exact: true }).first()).toBeVisible();
  await expect(zone).toHaveAttribute('aria-invalid', 'true');
  await expect(toastWith(page, 'Error')).toBeVisible();

  const next = original === 'America/Chicago' ? 'America/Denver' : 'America/Chicago';
  try {
    await zone.fill(next);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toastWith(page, 'Settings saved')).toBeVisible();
    await expect(zone).not.toHaveAttribute('aria-invalid', 'true');
    const saved = (await (await request.get('/api/admin/settings', { headers })).json()) as { settings: { timeZone: string } };
    expect(saved.settings.timeZone).toBe(next);
  } finally {
    await request.patch('/api/admin/settings', { headers, data: { timeZone: original } });
  }
});
