// The public site drawn from the site content (issue #16), against the real binary: a hero
// subtitle, a stat, a FAQ question and the Privacy Policy changed through the API show on / (the
// question as a visible disclosure and in the page's FAQPage JSON-LD) and on /privacy; hidden
// sections are gone; the site name setting heads the login and the admin area. Each test puts
// back what it changed at once (the other specs share the database and run alongside).

import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { asSuperAdmin, unique } from './admin-support';
import { loginAs } from './support';

interface Content {
  hero: { subtitle: string };
  stats: { value: string; label: string }[];
  faq: { heading: string; items: { question: string; answer: string }[] };
  legal: { privacyMarkdown: string; termsMarkdown: string };
  sections: Record<string, boolean>;
}

async function readContent(request: APIRequestContext): Promise<Content> {
  const response = await request.get('/api/site-content');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { content: Content }).content;
}

async function patchContent(request: APIRequestContext, change: Partial<Content>) {
  const response = await request.patch('/api/admin/site-content', { headers: await asSuperAdmin(request), data: change });
  expect(response.status(), await response.text()).toBe(200);
}

/** The questions of the page's FAQPage JSON-LD (none when it has none). */
async function structuredQuestions(page: Page): Promise<string[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts
    .map((text) => JSON.parse(text) as { '@type'?: string; mainEntity?: { name: string }[] })
    .filter((data) => data['@type'] === 'FAQPage')
    .flatMap((data) => (data.mainEntity ?? []).map((q) => q.name));
}

test('a subtitle, a stat, a question and the Privacy Policy changed through the API show to visitors', async ({ page, request }) => {
  const original = await readContent(request);
  const subtitle = unique('A promise the browser tests wrote for Miami.');
  const label = unique('Browser-tested years');
  const question = `${unique('Do the browser tests read the FAQ')}?`;
  const answer = unique('Yes, every word of it');
  const clause = unique('Browser test clause');
  const stats = original.stats.map((stat, index) => (index === 0 ? { ...stat, label } : stat));

  await patchContent(request, {
    hero: { subtitle } as Content['hero'],
    stats,
    faq: { ...original.faq, items: [...original.faq.items, { question, answer }] },
    legal: { ...original.legal, privacyMarkdown: `${original.legal.privacyMarkdown}\n\n## ${clause}\n\nWe **test** this page.` },
  });
  try {
    await page.goto('/');
    await expect(page.getByText(subtitle)).toBeVisible();
    await expect(page.getByText(label)).toBeVisible();

    // The question: a closed disclosure that opens on its summary, and the same in the JSON-LD.
    const faq = page.locator('#faq');
    const entry = faq.locator('details').filter({ has: page.locator('summary', { hasText: question }) });
    await expect(entry).toHaveCount(1);
    await expect(entry.getByText(answer)).toBeHidden();
    await entry.locator('summary').click();
    await expect(entry.getByText(answer)).toBeVisible();
    await entry.locator('summary').press('Enter');
    await expect(entry.getByText(answer)).toBeHidden();
    expect(await structuredQuestions(page)).toContain(question);
    expect(await structuredQuestions(page)).toHaveLength(original.faq.items.length + 1);

    // The Privacy Policy: its footer link, its page.
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: clause })).toBeVisible();
    await expect(page.locator('.prose-article strong', { hasText: 'test' })).toBeVisible();
    await expect(page).toHaveTitle('Privacy Policy | MYTH Agency');
  } finally {
    await patchContent(request, { hero: original.hero, stats: original.stats, faq: original.faq, legal: original.legal });
  }
});

test('a hidden FAQ and visit counter are gone from the page, its JSON-LD and its links', async ({ page, request }) => {
  const original = await readContent(request);
  await page.goto('/');
  await expect(page.locator('#faq details').first()).toBeAttached();
  await expect(page.getByTestId('visits-total')).toBeAttached();
  expect(await structuredQuestions(page)).not.toHaveLength(0);

  await patchContent(request, { sections: { ...original.sections, faq: false, visitCounter: false } });
  try {
    await page.goto('/');
    await expect(page.locator('footer')).toBeAttached();
    await expect(page.locator('#contact')).toBeAttached();
    await expect(page.locator('#faq')).toHaveCount(0);
    await expect(page.getByTestId('visits-total')).toHaveCount(0);
    expect(await structuredQuestions(page)).toEqual([]);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' })).toHaveCount(0);
    await expect(page.locator('footer').getByRole('link', { name: 'FAQ' })).toHaveCount(0);
  } finally {
    await patchContent(request, { sections: original.sections });
  }
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' })).toBeVisible();
});

test('an empty Terms page is no page: /terms answers Not Found and the footer has no link', async ({ page, request }) => {
  const original = await readContent(request);
  await patchContent(request, { legal: { ...original.legal, termsMarkdown: '' } });
  try {
    const response = await page.goto('/terms');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.locator('footer').getByRole('link', { name: 'Terms of Service' })).toHaveCount(0);
    await expect(page.locator('footer').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  } finally {
    await patchContent(request, { legal: original.legal });
  }
});

test('the site name setting heads the login, the admin area and its tab titles', async ({ page }) => {
  // The name comes from the public settings. The other specs expect the seeded name on the pages
  // they open meanwhile, so this page alone is told another name.
  const name = unique('Casa Studio');
  await page.route('**/api/settings', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { settings: Record<string, string> };
    await route.fulfill({ response, json: { settings: { ...body.settings, siteName: name } } });
  });
  await page.goto('/admin');
  await expect(page.getByText(`${name} Admin`)).toBeVisible();
  await expect(page).toHaveTitle(`Admin Login | ${name}`);

  await loginAs(page);
  await expect(page.getByRole('link', { name: `${name} Admin` })).toBeVisible();
  await expect(page).toHaveTitle(`Dashboard · Admin | ${name}`);
});
