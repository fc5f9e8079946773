// What the home page of docs/PRODUCT.md §1 loads besides itself: its two font faces (preloaded,
// and a face's latin file only for a character beyond them) and the analytics tag, only with a
// measurement id.

import { expect, test } from '@playwright/test';

test.describe('fonts', () => {
  test('the display and text faces are preloaded, load, and set the headings and the text', async ({ page }) => {
    const fonts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.woff2')) fonts.push(response.url());
    });
    await page.goto('/');
    const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(preloads).toHaveLength(2);
    expect(preloads.join()).toMatch(/bricolage-grotesque-basic-wght.*\.woff2/);
    expect(preloads.join()).toMatch(/figtree-basic-wght.*\.woff2/);
    await page.evaluate(() => document.fonts.ready);
    const loaded = await page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, '')));
    expect(loaded).toEqual(expect.arrayContaining(['Bricolage Grotesque Variable', 'Figtree Variable']));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /^"Bricolage Grotesque Variable"/);
    await expect(page.locator('body')).toHaveCSS('font-family', /^"Figtree Variable"/);
    // Each file once, from this server: the preload and the style sheet share it.
    expect(fonts).toHaveLength(2);
    expect(fonts.every((url) => url.startsWith('http://127.0.0.1'))).toBe(true);
  });

  test("the site's pages need only the two small files; a character beyond them brings its face's latin file", async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.woff2')) fonts.push(new URL(response.url()).pathname);
    });
    for (const path of ['/', '/blog', '/blog/ugc-content-strategy-guide', '/privacy', '/no-such-page']) {
      await page.goto(path);
      await page.locator('footer').scrollIntoViewIfNeeded();
      await page.evaluate(() => document.fonts.ready);
    }
    // The browser keeps them: one response each, both the small files.
    expect(fonts.map((p) => p.replace(/-[\w-]{8}\.woff2$/, ''))).toEqual(
      expect.arrayContaining(['/assets/bricolage-grotesque-basic-wght', '/assets/figtree-basic-wght']),
    );
    expect(fonts.filter((p) => p.includes('-latin-'))).toEqual([]);

    // ß is in neither small file: the text face's latin file draws it.
    const faces = await page.evaluate(async () =>
      (await document.fonts.load('16px "Figtree Variable"', 'Straße')).map((f) => f.unicodeRange),
    );
    expect(faces.some((range) => range.startsWith('U+0-FF'))).toBe(true);
    await expect
      .poll(() => fonts.filter((p) => p.includes('-latin-')))
      .toEqual([expect.stringMatching(/^\/assets\/figtree-latin-wght-normal-/)]);
  });
});

test.describe('analytics tag', () => {
  test('nothing is requested from the tag vendor without a measurement id', async ({ page }) => {
    const external: string[] = [];
    page.on('request', (r) => !r.url().startsWith('http://127.0.0.1') && external.push(r.url()));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(external).toEqual([]);
  });

  test('with a measurement id the tag loads, reports load metrics after 3 s and a conversion on contact', async ({ page }) => {
    // Give this page a measurement id without touching the shared settings: rewrite the inlined
    // data of the HTML (or the settings call when the page has none).
    await page.route(/\/$/, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('"analyticsId":""', '"analyticsId":"G-E2ETEST"');
      await route.fulfill({ response, body: html });
    });
    await page.route('**/api/settings', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { settings: Record<string, string> };
      await route.fulfill({ response, json: { settings: { ...body.settings, analyticsId: 'G-E2ETEST' } } });
    });
    const tag = page.waitForRequest(/googletagmanager\.com\/gtag\/js\?id=G-E2ETEST/);
    await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    await page.route('**/api/contact', (route) => route.fulfill({ status: 201, json: { id: 1, message: 'Thanks' } }));
    await page.goto('/');
    await tag;

    const events = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((args) => Array.from(args)[1]),
      );
    await expect.poll(events, { timeout: 8000 }).toContain('page_load_time');

    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Ana Lopez');
    await form.getByLabel('Email').fill('ana@example.com');
    await form.getByLabel('Subject').fill('Proposal');
    await form.getByLabel('Message').fill('Please send me a proposal.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Message sent!' })).toBeVisible();
    await expect.poll(events).toContain('conversion');
  });
});
