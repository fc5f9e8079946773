// Site Content (issue #16) through the browser: an admin (not the owner) changes the hero's
// subtitle, reorders two stats from the keyboard, adds a question to the FAQ and edits the
// Privacy Policy, saving each part on its own, and visitors see all of it on / and /privacy; a
// stat the server would refuse is named beside its field and the site keeps what it had; a stat
// is dragged to the top; leaving with unsaved changes asks first. The content is read at the
// start and put back at the end (the other specs share the database).

import { expect, type APIRequestContext, test } from '@playwright/test';
import { asSuperAdmin, toastWith, unique } from './admin-support';
import { createAdmin, loginAs } from './support';

const STAT_MESSAGE = 'A stat is a short figure such as 100+ or 4.9★ (at most 12 characters)';

interface Content {
  hero: { subtitle: string };
  stats: { value: string; label: string }[];
  faq: { items: { question: string; answer: string }[] };
  legal: { privacyMarkdown: string };
  [section: string]: unknown;
}

async function readContent(request: APIRequestContext): Promise<Content> {
  const response = await request.get('/api/site-content');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { content: Content }).content;
}

let original: Content;

test.beforeAll(async ({ request }) => {
  original = await readContent(request);
});

test.afterAll(async ({ request }) => {
  const response = await request.patch('/api/admin/site-content', { headers: await asSuperAdmin(request), data: original });
  expect(response.status(), await response.text()).toBe(200);
});

test('an admin edits the hero, the stats, the FAQ and the Privacy Policy, and visitors see them', async ({ page, request }) => {
  test.setTimeout(90_000);
  expect(original.stats.length).toBeGreaterThanOrEqual(2);
  const [first, second] = original.stats as [Content['stats'][number], Content['stats'][number]];
  const subtitle = unique('A promise written by the browser tests');
  const question = `${unique('Do the browser tests ask questions')}?`;
  const heading = unique('Browser test clause');

  await loginAs(page, await createAdmin(request, 'content'));
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Site Content' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site Content' })).toBeVisible();

  // The hero: one field, saved alone.
  await page.getByRole('tab', { name: /^Hero/ }).click();
  await page.getByLabel('Subtitle').fill(subtitle);
  // The preview draws the public hero with the unsaved subtitle.
  await expect(page.frameLocator('iframe[title="Hero as visitors will see it"]').getByText(subtitle)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Hero (unsaved changes)' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Hero' }).click();
  await expect(toastWith(page, 'Hero saved')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Hero', exact: true })).toBeVisible();

  // The stats: the second moves up from the keyboard and keeps the focus.
  await page.getByRole('tab', { name: /^Stats/ }).click();
  await expect(page.getByLabel('Figure of stat 1')).toHaveValue(first.value);
  await page.getByRole('button', { name: 'Move stat 2 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Figure of stat 1')).toHaveValue(second.value);
  await expect(page.getByLabel('Figure of stat 2')).toHaveValue(first.value);
  await expect(page.getByRole('button', { name: 'Move stat 1 down' })).toBeFocused();
  await page.getByRole('button', { name: 'Save Stats' }).click();
  await expect(toastWith(page, 'Stats saved')).toBeVisible();

  // The FAQ: a new question at the end, its first field focused.
  await page.getByRole('tab', { name: /^FAQ/ }).click();
  const n = original.faq.items.length + 1;
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByLabel(`Question ${n}`, { exact: true })).toBeFocused();
  await page.keyboard.type(question);
  await page.getByLabel(`Answer to question ${n}`).fill('Yes: this one, and the page shows it.');
  await page.getByRole('button', { name: 'Save FAQ' }).click();
  await expect(toastWith(page, 'FAQ saved')).toBeVisible();

  // The Privacy Policy: Markdown with the server's preview.
  await page.getByRole('tab', { name: /^Privacy Policy/ }).click();
  const policy = page.getByRole('textbox', { name: 'Privacy Policy' });
  await policy.fill(`${original.legal.privacyMarkdown}\n\n## ${heading}\n\nAdded by the browser tests.`);
  await expect(page.locator('.prose-article').getByRole('heading', { name: heading })).toBeVisible();
  await page.getByRole('button', { name: 'Save Privacy Policy' }).click();
  await expect(toastWith(page, 'Privacy Policy saved')).toBeVisible();

  const saved = await readContent(request);
  expect(saved.hero.subtitle).toBe(subtitle);
  expect(saved.stats.slice(0, 2)).toEqual([second, first]);
  expect(saved.faq.items.at(-1)?.question).toBe(question);

  // What visitors see.
  await page.goto('/');
  await expect(page.getByText(subtitle)).toBeVisible();
  const band = page.getByRole('region', { name: 'Results in numbers' });
  await expect(band).toBeVisible();
  const text = (await band.textContent()) ?? '';
  expect(text.indexOf(second.label)).toBeGreaterThanOrEqual(0);
  expect(text.indexOf(second.label)).toBeLessThan(text.indexOf(first.label));
  await expect(page.getByText(question)).toBeVisible();

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
});

test('a stat the server would refuse is named beside its field, and the site keeps what it had', async ({ page, request }) => {
  const before = await readContent(request);
  await loginAs(page);
  await page.goto('/admin/site-content');
  await page.getByRole('tab', { name: /^Stats/ }).click();
  const figure = page.getByLabel('Figure of stat 1');
  await figure.fill('More than ten thousand');
  await page.getByRole('button', { name: 'Save Stats' }).click();
  await expect(figure).toHaveAttribute('aria-invalid', 'true');
  await expect(figure).toHaveAccessibleDescription(new RegExp(STAT_MESSAGE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(figure).toBeFocused();
  await expect(toastWith(page, 'Check the fields')).toBeVisible();

  // The server says the same of the same field, and changes nothing.
  const refused = await request.patch('/api/admin/site-content', {
    headers: await asSuperAdmin(request),
    data: { stats: [{ ...before.stats[0], value: 'More than ten thousand' }, ...before.stats.slice(1)] },
  });
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { errors: Record<string, string> }).errors['stats.0.value']).toBe(STAT_MESSAGE);
  expect((await readContent(request)).stats).toEqual(before.stats);

  // Dragging a stat's grip above the first moves it there.
  if (before.stats.length >= 3) {
    const grip = page.locator('[data-control="grip"]').nth(2);
    const top = (await page.locator('li[data-row]').first().boundingBox())!;
    const from = (await grip.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, top.y + 10, { steps: 8 });
    await page.mouse.up();
    await expect(page.getByLabel('Figure of stat 1')).toHaveValue(before.stats[2]!.value);
    await expect(page.getByLabel('Figure of stat 2')).toHaveValue('More than ten thousand');
  }

  // Leaving with the unsaved changes asks first.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(dialog).toContainText('Stats');
  await dialog.getByRole('button', { name: 'Discard and leave' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto('/');
  const band = page.getByRole('region', { name: 'Results in numbers' });
  await expect(band).toContainText(before.stats[0]!.label);
  await expect(page.getByText('More than ten thousand')).toHaveCount(0);
});
