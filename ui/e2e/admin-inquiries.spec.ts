// Contact Inquiries (SPEC.md §2, §4): a message sent to the public API arrives in the inbox as
// New, opening it marks it Read, and it can be deleted after confirmation.

import { expect, test } from '@playwright/test';
import { rowWith, toastWith, unique } from './admin-support';
import { loginAs } from './support';

test('an inquiry arrives, opening it marks it read, and it can be deleted', async ({ page, request }) => {
  const subject = unique('E2E inquiry');
  const sent = await request.post('/api/contact', {
    data: { name: 'Browser Test', email: 'browser@example.com', subject, message: 'Hello from the admin browser tests.\nLine two.' },
  });
  expect(sent.status()).toBe(201);

  await loginAs(page);
  await page.goto('/admin/contact-submissions');
  const row = rowWith(page, subject);
  await expect(row).toHaveCount(1);
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  await expect(row).toContainText('Browser Test');
  await expect(row).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} (AM|PM)/);
  await expect(page.getByText(/^\d+ Unread$/)).toBeVisible();

  await row.getByRole('button', { name: `View: ${subject}` }).click();
  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog).toContainText('Browser Test');
  await expect(dialog).toContainText('browser@example.com');
  await expect(dialog).toContainText('Hello from the admin browser tests.');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Read', { exact: true })).toBeVisible();

  // The server agrees: it is read.
  await page.reload();
  await expect(rowWith(page, subject).getByText('Read', { exact: true })).toBeVisible();

  await rowWith(page, subject).getByRole('button', { name: `Delete: ${subject}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, 'Submission deleted')).toBeVisible();
  await expect(rowWith(page, subject)).toHaveCount(0);
});

test('Refresh fetches new inquiries; mark read works from the row', async ({ page, request }) => {
  await loginAs(page);
  await page.goto('/admin/contact-submissions');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Inquiries' })).toBeVisible();
  const subject = unique('E2E refresh');
  await request.post('/api/contact', {
    data: { name: 'Refresh Test', email: 'refresh@example.com', subject, message: 'Sent while the inbox was open.' },
  });
  await expect(rowWith(page, subject)).toHaveCount(0);
  await page.getByRole('button', { name: 'Refresh' }).click();
  const row = rowWith(page, subject);
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Mark as read: ${subject}` }).click();
  await expect(row.getByText('Read', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Delete: ${subject}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(rowWith(page, subject)).toHaveCount(0);
});
