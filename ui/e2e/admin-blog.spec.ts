// The blog in the CMS (docs/DESIGN.md, "Blog posts") through the browser: a post written with the
// toolbar and an image from the library, previewed by the server, published and read on /blog
// and its page (also without JavaScript); a post scheduled two minutes ahead stays off the blog;
// a post scheduled a minute ahead on the site's clock, from a browser half a world away, goes
// live by itself at that minute; unpublishing takes a post off; script in a body never runs;
// unsaved work is asked about and is offered back after a reload. Names are unique; nothing assumes
// what else the blog holds. Every test starts signed in as the super admin.

import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { asSuperAdmin, expectNoSeriousA11yViolations, signedIn as test, toastWith, unique } from './admin-support';

const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** A post made through the API, for the tests that start from one. */
async function createPost(request: APIRequestContext, title: string, extra: Record<string, unknown> = {}) {
  const response = await request.post('/api/posts', {
    headers: await asSuperAdmin(request),
    data: { title, category: 'E2E', author: 'E2E Tester', bodyMarkdown: 'A post made by the browser tests.', ...extra },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { post: { id: number; slug: string } }).post;
}

/** Opens the editor of the post titled `title` from the list, through its search. */
async function openFromList(page: Page, title: string) {
  await page.goto('/admin/blog-posts');
  await page.getByLabel('Search').fill(title);
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible();
}

/** The time zone the open editor reads its date-and-time field in: the site's, which its hint
 * names (another test may change the setting for a moment: this is the one the page uses). */
async function editorZone(page: Page): Promise<string> {
  const hint = await page.getByText(/^In the site’s time zone \(/).textContent();
  return /\(([^)]+)\)/.exec(hint ?? '')?.[1] ?? '';
}

/** The date-and-time field's value for the instant `ms`, on the wall clock of `timeZone`. */
function wallClockIn(timeZone: string, ms: number): string {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const part = Object.fromEntries(format.formatToParts(ms).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

test('a post written with the toolbar is previewed, published and read on the blog, with and without JavaScript', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const title = unique('E2E Toolbar post');
  const category = unique('E2E Notes');
  await page.goto('/admin/dashboard');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Blog Posts' }).click();
  await page.getByRole('link', { name: 'New post' }).click();
  await expect(page).toHaveURL(/\/admin\/blog-posts\/new$/);

  await page.getByLabel('Title', { exact: true }).fill(title);
  await expect(page.getByLabel('Slug')).toHaveValue(slugOf(title));
  await expect(page.getByText('Available.')).toBeVisible();

  // The toolbar acts on the selection.
  const body = page.getByRole('textbox', { name: 'Body' });
  await body.click();
  await page.keyboard.type('Why it works');
  await page.keyboard.press('Shift+Home');
  await page.getByRole('button', { name: 'Heading' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Make it loud');
  for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('First point');
  await page.keyboard.press('Shift+Home');
  // The toolbar is one Tab stop: arrow keys reach the list button.
  await page.getByRole('button', { name: 'Bold' }).focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: 'Bulleted list' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(body).toHaveValue('## Why it works\n\nMake it **loud**\n\n- First point');

  // An image from the library goes in with its alt text.
  await body.press('End');
  await page.getByRole('button', { name: 'Image from the library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose from the library' });
  // A tile of the library ("Choose name: alt"), not the upload zone's "Choose a file".
  const choice = picker.getByRole('button', { name: /^Choose .+: / }).first();
  const alt = ((await choice.getAttribute('aria-label')) ?? '').replace(/^Choose [^:]+: /, '');
  await choice.click();
  await expect(picker).toBeHidden();
  await expect(body).toHaveValue(new RegExp(`- First point\\n\\n!\\[${alt.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\]\\(/media/[^)]+\\)$`));

  // The server's rendering, beside the text.
  const preview = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Preview' }) });
  await expect(preview.getByRole('heading', { level: 2, name: 'Why it works' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('loud');
  await expect(preview.getByRole('listitem')).toHaveText('First point');
  await expect(preview.locator('img')).toHaveAttribute('src', /^\/media\//);
  await expect(preview.getByText('Up to date')).toBeVisible();

  await page.getByLabel('Excerpt').fill('Written in the browser tests, with the toolbar.');
  await page.getByLabel('Category').fill(category);
  await page.getByLabel('Author').fill('E2E Tester');
  await expect(page.getByText(`${title} | MYTH Agency Blog`)).toBeVisible();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(toastWith(page, 'Post published')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/blog-posts/edit/${slugOf(title)}$`));
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();

  // Visitors: the list, the article.
  await page.goto('/blog');
  const card = page.locator('main article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByText(category, { exact: true })).toBeVisible();
  await card.getByRole('link', { name: new RegExp(`Read More: ${title}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('.prose-article strong')).toHaveText('loud');
  await expect(page.locator('.prose-article img')).toHaveAttribute('alt', alt);

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const reader = await noScript.newPage();
  await reader.goto(`/blog/${slugOf(title)}`);
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.getByRole('article')).toContainText('First point');
  await noScript.close();
});

test('a post scheduled two minutes ahead stays off the blog; Unpublish takes a post off', async ({ page, request }) => {
  test.setTimeout(60_000);
  const scheduled = unique('E2E Scheduled post');
  await page.goto('/admin/blog-posts/new');
  await page.getByLabel('Title', { exact: true }).fill(scheduled);
  await page.getByLabel('Category').fill('E2E');
  await page.getByLabel('Author').fill('E2E Tester');
  await page.getByLabel('Publish at').fill(wallClockIn(await editorZone(page), Date.now() + 2 * 60_000));
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(toastWith(page, 'Post scheduled')).toBeVisible();
  await expect(page.getByText(/Goes live .+, by itself\./)).toBeVisible();

  await page.goto('/admin/blog-posts');
  await page.getByLabel('Status').selectOption('scheduled');
  const row = page.getByRole('row').filter({ hasText: scheduled });
  await expect(row.getByText('Scheduled').first()).toBeVisible();

  expect((await request.get(`/blog/${slugOf(scheduled)}`)).status()).toBe(404);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('heading', { name: scheduled })).toHaveCount(0);

  // A published post, unpublished from its editor, is gone from the blog.
  const live = unique('E2E Live post');
  const post = await createPost(request, live, { status: 'published' });
  expect((await request.get(`/blog/${post.slug}`)).status()).toBe(200);
  await openFromList(page, live);
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(toastWith(page, 'Post unpublished')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible();
  expect((await request.get(`/blog/${post.slug}`)).status()).toBe(404);
  const visitor = await request.get(`/api/posts/slug/${post.slug}`, { headers: {} });
  expect(visitor.status()).toBe(404);
});

test.describe('from a browser far from the site', () => {
  // Tokyo is 13 or 14 hours from the Americas: a field read on the browser's clock would put the
  // post half a day off, and it would not appear within the wait below.
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('a post scheduled a minute ahead on the site’s clock stays off the blog, then goes live by itself', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const title = unique('E2E Timed post');
    const slug = slugOf(title);
    await page.goto('/admin/blog-posts/new');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Category').fill('E2E');
    await page.getByLabel('Author').fill('E2E Tester');
    await page.getByRole('textbox', { name: 'Body' }).fill('Written now, read a minute later.');

    const zone = await editorZone(page);
    expect(zone).not.toBe(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone));
    // The next whole minute at least 20 seconds away: the field holds minutes.
    const at = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000;
    await page.getByLabel('Publish at').fill(wallClockIn(zone, at));
    await page.getByRole('button', { name: 'Schedule' }).click();
    await expect(toastWith(page, 'Post scheduled')).toBeVisible();
    const saved = await request.get(`/api/posts/slug/${slug}`, { headers: await asSuperAdmin(request) });
    expect(Date.parse(((await saved.json()) as { post: { publishedAt: string } }).post.publishedAt)).toBe(at);

    // Not yet.
    expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
    expect(Date.now()).toBeLessThan(at);

    // Its minute comes: the server publishes it by itself, at its address and on the list. The
    // address is asked each second (a request, not a page load): it answers from the same snapshot
    // of the site as the list.
    await expect
      .poll(async () => (await request.get(`/blog/${slug}`)).status(), { timeout: 100_000, intervals: [1_000] })
      .toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(at);
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(1);
  });
});

test('script in a body never runs: not in the preview, not on the page', async ({ page }) => {
  test.setTimeout(60_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const title = unique('E2E XSS post');
  await page.goto('/admin/blog-posts/new');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Category').fill('E2E');
  await page.getByLabel('Author').fill('E2E Tester');
  await page
    .getByRole('textbox', { name: 'Body' })
    .fill('Before\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))\n\nAfter');

  const expectInert = async (scope: ReturnType<Page['locator']>) => {
    await expect(scope.getByText('After')).toBeVisible();
    await expect(scope.locator('script')).toHaveCount(0);
    await expect(scope.locator('[onerror]')).toHaveCount(0);
    await expect(scope.locator('a[href^="javascript:" i]')).toHaveCount(0);
  };
  const preview = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Preview' }) });
  await expectInert(preview);

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(toastWith(page, 'Post published')).toBeVisible();
  await page.goto(`/blog/${slugOf(title)}`);
  await expectInert(page.locator('.prose-article'));
  // Nowhere in the document, the inlined data included.
  const scripts = await page.locator('script').evaluateAll((all) => all.map((s) => s.textContent ?? ''));
  expect(scripts.filter((text) => text.includes('alert(1)'))).toEqual([]);
  await expect(page.locator('[onerror]')).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
});

test('unsaved work is asked about before leaving and comes back after a reload', async ({ page }) => {
  const title = unique('E2E Unsaved post');
  await page.goto('/admin/blog-posts/new');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await expect(page.getByText('Unsaved changes · kept in this browser')).toBeVisible();

  // A link inside the app: the page asks.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/blog-posts\/new$/);

  // A reload: the browser asks, and the work is offered back afterwards (not put in the form
  // by itself), compared field by field; Restore puts it back.
  const reload = async () => {
    page.once('dialog', (dialog) => {
      expect(dialog.type()).toBe('beforeunload');
      void dialog.accept();
    });
    await page.reload();
  };
  await reload();
  const notice = page.getByRole('region', { name: /^You have unsaved changes from / });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('list', { name: 'Unsaved changes' })).toContainText(title);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
  await notice.getByRole('button', { name: 'Restore them' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(notice).toBeHidden();

  // Offered again after another reload; discarded, it is gone.
  await expect(page.getByText('Unsaved changes · kept in this browser')).toBeVisible();
  await reload();
  await notice.getByRole('button', { name: 'Discard them' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');

  // Nothing unsaved: leaving asks nothing.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('axe: the post list and the editor, wide and on a phone', async ({ page, request }) => {
  test.setTimeout(60_000);
  const post = await createPost(request, unique('E2E Axe post'), { bodyMarkdown: '## A heading\n\nSome **text**.' });
  await page.goto('/admin/blog-posts');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Posts' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/admin/blog-posts/edit/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBe(0);
  await page.goto('/admin/blog-posts');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
});
