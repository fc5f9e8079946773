// The contact form (SPEC.md §4, §5, §8) end to end: rules, sending, the toasts, and the inquiry
// reaching the admin's list.

import { expect, test, type Page } from '@playwright/test';
import { uniqueSuffix } from './public-support';
import { apiToken } from './support';

async function openForm(page: Page) {
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.scrollIntoViewIfNeeded();
  return form;
}

test.describe('contact form', () => {
  test('checks every field on submit, then again on each change', async ({ page }) => {
    const form = await openForm(page);
    const posts: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/contact') && posts.push(r.url()));

    await expect(form.getByLabel('Message')).toHaveAttribute('rows', '5');
    await form.getByLabel('Name').fill('A');
    await expect(form.getByText('Name must be at least 2 characters')).toHaveCount(0);

    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Subject must be at least 4 characters')).toBeVisible();
    await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Name')).toHaveCSS('border-top-color', 'rgb(255, 128, 128)');
    await expect(form.getByLabel('Name')).toBeFocused();
    expect(posts).toEqual([]);

    await form.getByLabel('Name').fill('Ana Lopez');
    await expect(form.getByText('Name must be at least 2 characters')).toHaveCount(0);
    await form.getByLabel('Email').fill('ana@');
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await form.getByLabel('Email').fill('ana@example.com');
    await expect(form.getByText('Please enter a valid email address')).toHaveCount(0);
    await form.getByLabel('Subject').fill('Hey');
    await expect(form.getByText('Subject must be at least 4 characters')).toBeVisible();
    await form.getByLabel('Subject').fill('Hey there');
    await form.getByLabel('Message').fill('Too short');
    await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();
    await form.getByLabel('Message').fill('Long enough now.');
    await expect(form.getByRole('paragraph').filter({ hasText: /must be|valid email/ })).toHaveCount(0);
  });

  test('sends the inquiry, shows Sending... and the thank-you toast, clears the form; the admin sees it', async ({ page, request }) => {
    const form = await openForm(page);
    const subject = `Proposal request ${uniqueSuffix()}`;
    await form.getByLabel('Name').fill('Ana Lopez');
    await form.getByLabel('Email').fill('ana@example.com');
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill('We are opening a second restaurant in Wynwood and need content.');

    // Hold the request until the busy state has been checked: a fixed delay
    // raced the checks on a loaded CI machine.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await released;
      await route.continue();
    });
    const sent = page.waitForRequest('**/api/contact');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const busy = form.getByRole('button', { name: 'Sending...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();
    const body = (await sent).postDataJSON();
    expect(body).toEqual({
      name: 'Ana Lopez',
      email: 'ana@example.com',
      subject,
      message: 'We are opening a second restaurant in Wynwood and need content.',
      website: '',
    });

    const toast = page.getByRole('status').filter({ hasText: 'Message sent!' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("We'll get back to you as soon as possible.");
    for (const label of ['Name', 'Email', 'Subject', 'Message']) await expect(form.getByLabel(label)).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();

    const token = await apiToken(request);
    const list = await request.get('/api/admin/contact-submissions', { headers: { Authorization: `Bearer ${token}` } });
    expect(list.status()).toBe(200);
    const { submissions } = (await list.json()) as { submissions: { subject: string; name: string; email: string; read: boolean }[] };
    expect(submissions.find((s) => s.subject === subject)).toMatchObject({ name: 'Ana Lopez', email: 'ana@example.com', read: false });
  });

  test('the honeypot is hidden from people and out of the tab order', async ({ page }) => {
    const form = await openForm(page);
    const honeypot = form.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    const box = await honeypot.boundingBox();
    expect(box === null || box.x + box.width <= 0).toBe(true);
    await form.getByLabel('Subject').focus();
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Message')).toBeFocused();
  });

  for (const [status, body, shown] of [
    [500, '', 'Server error: 500'],
    [422, '{"message":"Message must be at least 10 characters","errors":{"message":"Message must be at least 10 characters"}}', 'Message must be at least 10 characters'],
    [429, '{"message":"Too many messages. Please wait a minute."}', 'Too many messages. Please wait a minute.'],
  ] as const) {
    test(`a ${status} answer shows a destructive Error toast and keeps the text`, async ({ page }) => {
      await page.route('**/api/contact', (route) => route.fulfill({ status, body, contentType: 'application/json' }));
      const form = await openForm(page);
      await form.getByLabel('Name').fill('Ana Lopez');
      await form.getByLabel('Email').fill('ana@example.com');
      await form.getByLabel('Subject').fill('Proposal');
      await form.getByLabel('Message').fill('Please send me a proposal.');
      await form.getByRole('button', { name: 'Send Message' }).click();
      const toast = page.getByRole('alert').filter({ hasText: 'Error' });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(shown);
      await expect(form.getByLabel('Name')).toHaveValue('Ana Lopez');
    });
  }

  test('a network failure shows the generic message', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.abort('failed'));
    const form = await openForm(page);
    await form.getByLabel('Name').fill('Ana Lopez');
    await form.getByLabel('Email').fill('ana@example.com');
    await form.getByLabel('Subject').fill('Proposal');
    await form.getByLabel('Message').fill('Please send me a proposal.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toContainText('Failed to send the message. Please try again.');
  });
});
