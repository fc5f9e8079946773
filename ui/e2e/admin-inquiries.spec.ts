// Contact Inquiries (docs/PRODUCT.md §2, §4): a message sent to the public API arrives in the inbox as
// New, opening it marks it Read and offers Reply as its main action, and it can be deleted after
// confirmation.

import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, rowWith, toastWith, unique } from './admin-support';
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
  // Replying is the main action: the primary button, an e-mail to the sender about the subject.
  const footer = dialog.locator('footer');
  const reply = footer.getByRole('link', { name: 'Reply by e-mail' });
  await expect(reply).toHaveAttribute('href', `mailto:browser@example.com?subject=${encodeURIComponent(`Re: ${subject}`)}`);
  const close = footer.getByRole('button', { name: 'Close' });
  const look = (element: Element) => getComputedStyle(element).backgroundColor;
  const mainColor = await page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement('span'));
    probe.className = 'bg-main';
    const color = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return color;
  });
  expect(await reply.evaluate(look)).toBe(mainColor);
  expect(await close.evaluate(look)).not.toBe(mainColor);
  await expectNoSeriousA11yViolations(page);
  await close.click();
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
  // The inbox has loaded before the inquiry is sent: else it may already hold it.
  await page.waitForLoadState('networkidle');
  const subject = unique('E2E refresh');
  await request.post('/api/contact', {
    data: { name: 'Refresh Test', email: 'refresh@example.com', subject, message: 'Sent while the inbox was open.' },
  });
  await expect(rowWith(page, subject)).toHaveCount(0);
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  const row = rowWith(page, subject);
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Mark as read: ${subject}` }).click();
  await expect(row.getByText('Read', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Delete: ${subject}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(rowWith(page, subject)).toHaveCount(0);
});
