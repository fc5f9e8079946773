// Where an inquiry came from (issue #31): a visit that lands on the blog from a campaign link,
// goes on to the contact form and writes, sends its first page, campaign tags, referrer and device
// class with the inquiry, and the form's signed token, asked for on the form's first focus only.
// No cookie is set: the visit's start is in the tab's sessionStorage.

import { expect, test } from '@playwright/test';

const LANDING = '/blog?utm_source=newsletter&utm_medium=email&utm_campaign=spring-launch';

test('an inquiry carries where its visit started and a form token asked for on first focus', async ({ page, context }) => {
  const tokenRequests: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/contact/form-token') && tokenRequests.push(r.url()));

  await page.goto(LANDING, { referer: 'https://mail.example/' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  expect(tokenRequests).toEqual([]);

  const token = page.waitForResponse((r) => r.url().endsWith('/api/contact/form-token'));
  await form.getByLabel('Name').click();
  expect((await token).headers()['cache-control']).toBe('no-store');
  await form.getByLabel('Name').fill('Ana Lopez');
  await form.getByLabel('Email').fill('ana@example.com');
  await form.getByLabel('Subject').fill('Reels for the spring launch');
  await form.getByLabel('Message').fill('We read your newsletter and would like a proposal.');

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST');
  await form.getByRole('button', { name: 'Send Message' }).click();
  const body = (await sent).postDataJSON();
  expect(body.formToken).toMatch(/^\d+\.[\w-]+$/);
  expect(body.source).toEqual({
    landingPage: LANDING,
    referrer: 'https://mail.example/',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'spring-launch',
    device: 'desktop',
  });
  await expect(page.getByRole('heading', { level: 3, name: /^Thanks, Ana Lopez/ })).toBeVisible();
  expect(tokenRequests).toHaveLength(1);
  expect(await context.cookies()).toEqual([]);
});
