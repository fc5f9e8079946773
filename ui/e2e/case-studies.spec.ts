// Case studies (issue #15) through the browser: from a project's row an admin writes its case
// study (a result, a gallery image from the library, the body with the server's preview), which
// stays off the site as a draft and is read at /work/{slug} once published, linked from the
// project's work card; a card without one has no link; an unknown /work address is the 404 page.
// Names are unique; nothing assumes what else the site holds.

import { expect, test } from '@playwright/test';
import { createProject, rowWith, toastWith, unique, uploadPhoto } from './admin-support';
import { loginAs } from './support';

const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

test('an admin writes a case study from the project row, publishes it, and visitors read it from the work card', async ({ page, request }) => {
  test.setTimeout(120_000);
  const title = unique('E2E Case');
  const slug = slugOf(title);
  const alt = unique('E2E gallery shot');
  const project = await createProject(request, title);
  await loginAs(page);
  await uploadPhoto(page, request, alt);

  // The project's row leads to its editor.
  await page.goto('/admin/projects');
  const row = rowWith(page, title);
  await row.getByRole('link', { name: `Write case study: ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/projects/${project.id}/case-study$`));
  await expect(page.getByRole('heading', { level: 1, name: `Case study: ${title}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All projects' })).toHaveAttribute('href', '/admin/projects');
  await expect(page.getByLabel('Slug')).toHaveValue(slug);

  await page.getByRole('textbox', { name: /^Client/ }).fill('Brickell Test Bistro');
  await page.getByRole('button', { name: 'Add result' }).click();
  await expect(page.getByLabel('Figure of result 1')).toBeFocused();
  await page.getByLabel('Figure of result 1').fill('+240%');
  await page.getByLabel('What it measures (result 1)').fill('reach in 90 days');

  // A gallery image from the library, through the picker's search.
  await page.getByRole('button', { name: 'Add image' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose from the library' });
  await picker.getByLabel('Search').fill(alt);
  await picker.getByRole('button', { name: new RegExp(`^Choose .+: ${alt}$`) }).click();
  await expect(picker).toBeHidden();
  const gallery = page.getByRole('list', { name: 'Gallery images' });
  await expect(gallery.getByRole('img', { name: alt })).toBeVisible();

  // The body, with the server's preview beside it.
  await page.getByRole('textbox', { name: 'Body' }).fill('## How we did it\n\nWe **shot** forty creator videos in two weeks.');
  const preview = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Preview' }) });
  await expect(preview.getByRole('heading', { level: 2, name: 'How we did it' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('shot');

  // A draft stays off the site.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(toastWith(page, 'Draft saved')).toBeVisible();
  expect((await request.get(`/work/${slug}`)).status()).toBe(404);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(toastWith(page, 'Case study published')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await expect(page.getByRole('link', { name: /View page/ })).toHaveAttribute('href', `/work/${slug}`);

  // The Projects screen says so.
  await page.goto('/admin/projects');
  await expect(rowWith(page, title).getByText('Published', { exact: true })).toBeVisible();
  await expect(rowWith(page, title).getByRole('link', { name: `Edit case study: ${title}` })).toBeVisible();

  // Visitors: the work card links to the page.
  await page.goto('/', { waitUntil: 'networkidle' });
  const card = page.locator('#work article').filter({ has: page.getByRole('heading', { name: title }) });
  const link = card.getByRole('link', { name: new RegExp(`Read the case study.*${title}`) });
  await link.scrollIntoViewIfNeeded();
  await expect(link).toHaveAttribute('href', `/work/${slug}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/work/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Brickell Test Bistro')).toBeVisible();
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByText('+240%', { exact: true })).toBeVisible();
  await expect(results.getByText('reach in 90 days')).toBeVisible();
  await expect(page.locator('.prose-article h2')).toHaveText('How we did it');
  await expect(page.locator('.prose-article')).toContainText('forty creator videos');

  const image = page.getByRole('region', { name: 'Gallery' }).locator('img');
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('width', '1600');
  await expect(image).toHaveAttribute('loading', 'lazy');
  const source = image.locator('xpath=..').locator('source[type="image/webp"]');
  await expect(source).toHaveAttribute('srcset', /\/media\/\S+-480\.webp 480w/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/);

  await expect(page.getByRole('link', { name: /Get a proposal/ })).toHaveAttribute('href', '/#contact');
  expect((await request.get(`/work/${slug}`)).status()).toBe(200);
});

test('a project without a case study has no link on its card', async ({ page, request }) => {
  const title = unique('E2E Plain project');
  await createProject(request, title);
  await page.goto('/', { waitUntil: 'networkidle' });
  const card = page.locator('#work article').filter({ has: page.getByRole('heading', { name: title }) });
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeVisible();
  await expect(card.getByRole('link')).toHaveCount(0);
});

test('the results are edited as a list: moved by keyboard, removed, and its messages stand beside their rows', async ({ page, request }) => {
  const title = unique('E2E Results');
  const project = await createProject(request, title);
  await loginAs(page);
  await page.goto(`/admin/projects/${project.id}/case-study`);
  await expect(page.getByRole('heading', { level: 1, name: `Case study: ${title}` })).toBeVisible();
  for (const [n, value, label] of [
    [1, '+1', 'first figure'],
    [2, '+2', 'second figure'],
  ] as const) {
    await page.getByRole('button', { name: 'Add result' }).click();
    // The new row's figure takes the focus a frame later: typing before then would go nowhere.
    await expect(page.getByLabel(`Figure of result ${n}`)).toBeFocused();
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
    await page.keyboard.type(label);
  }
  // Alt+↑ in the second row's field moves it first; the field keeps the focus.
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page.getByLabel('What it measures (result 1)')).toHaveValue('second figure');
  await expect(page.getByLabel('What it measures (result 1)')).toBeFocused();
  await page.getByRole('button', { name: 'Move result 1 down' }).click();
  await expect(page.getByLabel('Figure of result 1')).toHaveValue('+1');

  // A one-letter label is refused beside its field.
  await page.getByLabel('What it measures (result 2)').fill('x');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Say what the figure measures, in 2 to 60 characters')).toBeVisible();
  await expect(page.getByLabel('What it measures (result 2)')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Remove result 2' }).click();
  await expect(page.getByLabel('Figure of result 2')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(toastWith(page, 'Draft saved')).toBeVisible();

  // Delete asks first; the project stays.
  await page.getByRole('button', { name: 'Delete case study' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete case study' }).click();
  await expect(toastWith(page, 'Case study deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/projects$/);
  await expect(rowWith(page, title).getByRole('link', { name: `Write case study: ${title}` })).toBeVisible();
});

test('an unknown case study is the 404 page', async ({ page }) => {
  const response = await page.goto('/work/no-such-case-study');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});
