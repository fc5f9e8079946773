// Backups under Site Settings (docs/DESIGN.md "HTTP contract, phase 3"; super admin only): the
// browser tests' server runs with a backup folder (playwright.config.ts), so Back up now takes a
// checked copy, the list shows it, and its download is that SQLite file.

import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { expectNoSeriousA11yViolations, signedIn as test, toastWith } from './admin-support';
import { createAdmin, loginAs } from './support';

test('Back up now takes a backup that the list shows and the browser downloads', async ({ page }) => {
  await page.goto('/admin/settings');
  const panel = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Backups' }) });
  await expect(panel.getByText(/The server takes a checked copy every 24h/)).toBeVisible();

  const taken = page.waitForResponse((r) => r.url().endsWith('/api/admin/backups') && r.request().method() === 'POST');
  await panel.getByRole('button', { name: 'Back up now' }).click();
  const { backup } = (await (await taken).json()) as { backup: { name: string; size: number } };
  expect(backup.name).toMatch(/^agency-\d{8}-\d{6}\.db$/);
  await expect(toastWith(page, 'Backup taken')).toBeVisible();
  const row = panel.getByRole('row').filter({ hasText: backup.name });
  await expect(row).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download ${backup.name}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(backup.name);
  const bytes = readFileSync((await file.path())!);
  expect(bytes.length).toBe(backup.size);
  expect(bytes.subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
});

test('an ordinary admin sees no backups', async ({ browser, request }) => {
  const editor = await createAdmin(request, 'backups');
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await loginAs(page, editor);
  const answers: number[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/admin/backups')) answers.push(r.status());
  });
  await page.goto('/admin/settings');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Backups' })).toHaveCount(0);
  expect(answers).toEqual([]);
  await context.close();
});
