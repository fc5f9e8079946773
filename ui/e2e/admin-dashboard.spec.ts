// The dashboard and the admin layout (docs/PRODUCT.md §2), with the real trends, traffic and activity log
// of issue #17. Other specs share the database: numbers are checked as "at least", lists as
// "contains".

import { expect, test, type Page } from '@playwright/test';
import { uniqueSuffix } from './public-support';
import { apiToken, loginAs } from './support';

/** Opens `address` and waits until its page load has been counted (202). */
async function visit(page: Page, address: string) {
  const counted = page.waitForResponse(
    (r) => r.url().endsWith('/api/analytics/visit') && r.request().postDataJSON()?.visitDuration === undefined,
  );
  await page.goto(address);
  expect((await counted).status()).toBe(202);
}

test('the dashboard shows the counts with what 30 days added, metrics and quick actions', async ({ page }) => {
  await loginAs(page);
  for (const [label, href] of [
    ['Services', '/admin/services'],
    ['Projects', '/admin/projects'],
    ['Testimonials', '/admin/testimonials'],
    ['Client Logos', '/admin/client-logos'],
  ] as const) {
    const card = page.getByRole('main').getByRole('link', { name: new RegExp(`^${label}`) });
    await expect(card).toHaveAttribute('href', href);
    await expect(card).toContainText(/^\D+\d[\d,]*/);
    await expect(card).toContainText(/\+\d[\d,]* in 30 days|none new in 30 days/);
  }
  const posts = page.getByRole('main').getByRole('link', { name: /^Blog Posts/ });
  await expect(posts).toHaveAttribute('href', '/admin/blog-posts');
  await expect(posts).toContainText('Drafts and scheduled included');
  // The first version's fixed labels are gone.
  await expect(page.getByRole('main')).not.toContainText(/\+(5|12|3|8)%/);

  const metrics = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Website Metrics' }) });
  for (const label of ['Visits, last 30 days', 'Inquiries, last 30 days', 'Total visits', "Today's visits", 'Unread messages']) {
    await expect(metrics.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(metrics).toContainText(/No earlier data to compare yet|vs the previous 30 days|none in the 30 days before/);
  await page.getByRole('link', { name: 'Read contact inquiries' }).click();
  await expect(page).toHaveURL(/\/admin\/contact-submissions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Inquiries' })).toBeVisible();
});

test('real numbers: visits by page and source, the conversion rate and the activity log', async ({ page, request }) => {
  test.setTimeout(60_000);
  const suffix = uniqueSuffix();
  const campaign = `dash-${suffix}`.toLowerCase();
  const sender = `Dana ${suffix}`;
  const subject = `Dashboard check ${suffix}`;
  const service = `Dashboard Service ${suffix}`;

  // A visitor comes from the newsletter, sends an inquiry, then reads the blog.
  await visit(page, `/?utm_source=newsletter&utm_campaign=${campaign}#contact`);
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Name').fill(sender);
  await form.getByLabel('Email').fill('dana@example.com');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('We would like a quote for a month of reels.');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).status()).toBe(201);
  await visit(page, '/blog');

  // An admin signs in; a service is created and deleted.
  await loginAs(page);
  const auth = { Authorization: `Bearer ${await apiToken(request)}` };
  const created = await request.post('/api/services', {
    headers: auth,
    data: { title: service, description: 'Made by the dashboard test.', icon: 'camera', position: 90, isActive: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { service: { id: number } }).service;
  expect((await request.delete(`/api/services/${id}`, { headers: auth })).status()).toBe(204);

  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Today's visits in the chart's table (screen readers have it; "Show as table" shows it).
  const chart = page.getByRole('img', { name: 'Visits and visitors per day, last 30 days' });
  await expect(chart).toBeVisible();
  await page.getByRole('button', { name: 'Show as table' }).click();
  const table = page.getByRole('table', { name: 'Visits and visitors per day, last 30 days' });
  await expect(table).toBeVisible();
  await expect(chart).toBeHidden();
  const today = table.getByRole('row').filter({ hasText: '(today)' });
  const [visits, visitors, inquiries] = (await today.getByRole('cell').allTextContents()).slice(1).map((n) => Number(n.replace(/,/g, '')));
  expect(visits).toBeGreaterThanOrEqual(2);
  expect(visitors).toBeGreaterThanOrEqual(1);
  expect(inquiries).toBeGreaterThanOrEqual(1);
  await expect(table.getByRole('row')).toHaveCount(31);

  await expect(page.getByRole('list', { name: 'Top pages' }).getByRole('listitem').filter({ hasText: /^\/blog\d/ })).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Top pages' }).getByRole('listitem').filter({ hasText: /^\/\d/ })).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Top sources' })).toContainText('newsletter');
  await expect(page.getByRole('list', { name: 'Top campaigns' })).toContainText(campaign);
  await expect(page.getByRole('list', { name: 'Visits by device' })).toContainText(/Desktop\d+(\.\d)?% · [1-9][\d,]* visits?/);
  await expect(page.getByText(/^\d+(\.\d)?% of visits sent an inquiry$/)).toBeVisible();
  await expect(page.getByText(/^[1-9][\d,]* inquir(y|ies) from [1-9][\d,]* visits? in the last 30 days\.$/)).toBeVisible();

  // The activity log, newest first, as sentences with relative times.
  const log = page.getByRole('list', { name: 'Activity, newest first' });
  const entry = (text: string) => log.getByRole('listitem').filter({ hasText: text });
  await expect(entry(`owner deleted Service “${service}”`)).toHaveCount(1);
  await expect(entry(`owner created Service “${service}”`)).toHaveCount(1);
  await expect(entry(`A visitor sent an inquiry from ${sender}: “${subject}”`)).toHaveCount(1);
  await expect(entry('owner logged in').first()).toBeVisible();
  await expect(entry(`owner deleted Service “${service}”`).locator('time')).toHaveText(/just now|minutes? ago/);
  await expect(entry(`owner deleted Service “${service}”`).locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  const sentences = await log.getByRole('listitem').allTextContents();
  const deletedAt = sentences.findIndex((s) => s.includes(`deleted Service “${service}”`));
  const createdAt = sentences.findIndex((s) => s.includes(`created Service “${service}”`));
  const inquiryAt = sentences.findIndex((s) => s.includes(subject));
  expect(deletedAt).toBeLessThan(createdAt);
  expect(createdAt).toBeLessThan(inquiryAt);

  // The 7-day window.
  await page.getByRole('group', { name: 'Show the last' }).getByText('7 days', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '7 days' })).toBeChecked();
  await expect(page.getByRole('table', { name: 'Visits and visitors per day, last 7 days' }).getByRole('row')).toHaveCount(8);
  await expect(page.getByRole('list', { name: 'Top sources' })).toContainText('newsletter');
});

test('"Show older" pages the activity log back with the entries before the last one shown', async ({ page, request }) => {
  // Enough entries for a second page whatever ran before: sign-ins through the API.
  for (let i = 0; i < 21; i++) await apiToken(request);
  await loginAs(page);
  const log = page.getByRole('list', { name: 'Activity, newest first' });
  await expect(log.getByRole('listitem')).toHaveCount(20);
  // The sentences, without their times (which may tick meanwhile).
  const sentences = () => log.getByRole('listitem').locator('p').allTextContents();
  const firstPage = await sentences();
  await page.getByRole('button', { name: 'Show older' }).click();
  await expect.poll(() => log.getByRole('listitem').count()).toBeGreaterThan(20);
  const both = await sentences();
  expect(both.slice(0, 20)).toEqual(firstPage);
  // Focus moves to the first of the older entries.
  await expect(log.getByRole('listitem').nth(20)).toBeFocused();
});

test('the sidebar links every screen and the super admin sees Site Settings', async ({ page }) => {
  await loginAs(page);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  for (const [name, heading] of [
    ['Services', 'Services'],
    ['Projects', 'Projects'],
    ['Testimonials', 'Testimonials'],
    ['Client Logos', 'Client Logos'],
    ['Blog Posts', 'Blog Posts'],
    ['Contact Inquiries', 'Contact Inquiries'],
    ['Content Preview', 'Content Preview'],
    ['Site Content', 'Site Content'],
    ['User Management', 'User Management'],
    ['Account', 'Account'],
    ['Site Settings', 'Site Settings'],
    ['Dashboard', 'Dashboard'],
  ]) {
    await nav.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
  }
});

test('on a small screen the sidebar collapses behind a keyboard-usable Menu button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page);
  const toggle = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(toggle).toBeFocused();

  await page.keyboard.press('Enter');
  await nav.getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(nav).toBeHidden();
});
