// Where an inquiry came from (issue #31): a visit that lands on the blog from a campaign link,
// goes on to the contact form and writes, sends its first page, campaign tags, referrer and device
// class with the inquiry, and the form's signed token, asked for on the form's first focus only.
// No cookie is set: the visit's start is in the tab's sessionStorage. The lead keeps the source and
// the spam check's verdict: a person's inquiry is not spam.

import { expect, test } from '@playwright/test';
import { uniqueSuffix } from './public-support';
import { apiToken } from './support';

const LANDING = '/blog?utm_source=newsletter&utm_medium=email&utm_campaign=spring-launch';

test('an inquiry carries where its visit started and a form token asked for on first focus', async ({ page, context, request }) => {
  const subject = `Reels for the spring launch ${uniqueSuffix()}`;
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
  await form.getByLabel('Subject').fill(subject);
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

  const admin = await apiToken(request);
  const list = await request.get('/api/admin/contact-submissions', { headers: { Authorization: `Bearer ${admin}` } });
  const { submissions } = (await list.json()) as { submissions: { subject: string; status: string; source: object }[] };
  const lead = submissions.find((s) => s.subject === subject)!;
  expect(lead.status).toBe('new');
  // The server keeps the landing page's path and the referrer's host.
  expect(lead.source).toEqual({
    landingPage: '/blog',
    referrer: 'mail.example',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'spring-launch',
    device: 'desktop',
  });
});
