// An article and a picture's alt text translated in the admin (issue #30): the article into
// Spanish side by side with its English, published in Spanish and read at its Spanish address,
// then its English title changed and the translation seen out of date in the editor and on the
// Translations overview; a case study translated, its status following the English; a library
// picture's alt text translated in its dialog. Runs with the
// specs that change the site's words (playwright.config.ts): the Spanish blog gains an article.

import { expect, type Locator } from '@playwright/test';
import { asSuperAdmin, createPost, createProject, expectNoSeriousA11yViolations, signedIn as test, toastWith, unique, uploadPhoto } from './admin-support';

/** The field being translated whose control is `control`: its English, its state and its input. */
const translated = (control: Locator) => control.locator('xpath=ancestor::*[@data-translation][1]');
const sourceOf = (field: Locator) => field.locator('[id$="-source"]');

/** The slug the editor makes of a title (lib/slugify.ts). */
const slugOf = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

test('an article translated beside its English, published in Spanish, then out of date when the English changes', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const title = unique('Brickell brunch guide');
  const post = await createPost(request, title, 'Where to eat on a **Sunday**.');

  await page.goto(`/admin/blog-posts/edit/${post.slug}`);
  await page.getByRole('radio', { name: 'Español' }).check();
  await expect(page).toHaveURL(/\?lang=es$/);
  await expect(page.getByRole('status').filter({ hasText: /missing/ })).toHaveText('4 missing');
  const titleInput = page.getByLabel(/^Title/);
  await expect(translated(titleInput)).toContainText('Missing');
  // Side by side on a wide screen: the English left of the Spanish, on the same line.
  const [english, spanish] = [await sourceOf(translated(titleInput)).boundingBox(), await titleInput.boundingBox()];
  await expect(sourceOf(translated(titleInput))).toContainText(title);
  expect(english!.x + english!.width).toBeLessThanOrEqual(spanish!.x);
  expect(Math.abs(english!.y - spanish!.y)).toBeLessThan(24);
  await expect(page.getByRole('group', { name: 'Author' })).toContainText('The same in every language');
  await expectNoSeriousA11yViolations(page);

  const spanishTitle = unique('Guía del brunch en Brickell');
  await titleInput.fill(spanishTitle);
  await expect(page.getByLabel('Slug')).toHaveValue(slugOf(spanishTitle));
  await page.getByLabel(/^Excerpt/).fill('Dónde comer un domingo en Brickell.');
  await page.getByLabel(/^Body/).fill('Dónde comer un **domingo**.');
  await page.getByLabel(/^Category/).fill('Guías');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(toastWith(page, 'Post published in Español')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /missing|out of date/ })).toHaveText('Nothing missing or out of date');

  // Visitors read it at its Spanish address; the English one is unchanged.
  const visitor = await page.context().newPage();
  await visitor.goto(`/es/blog/${slugOf(spanishTitle)}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(spanishTitle);
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'es');
  await visitor.goto(`/blog/${post.slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await visitor.close();

  // The English title changes: the Spanish one is out of date from then on.
  await page.getByRole('radio', { name: 'English (default)' }).check();
  const newTitle = unique('Brickell brunch guide, 2027');
  await page.getByLabel('Title', { exact: true }).fill(newTitle);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(toastWith(page, 'Post updated')).toBeVisible();
  await page.getByRole('radio', { name: 'Español' }).check();
  await expect(translated(page.getByLabel(/^Title/))).toContainText(/Out of date, source changed \w{3} \d{1,2}, \d{4}/);
  await expect(translated(page.getByLabel(/^Title/))).toContainText(newTitle);
  await expect(page.getByLabel(/^Title/)).toHaveValue(spanishTitle);
  await expect(page.getByRole('status').filter({ hasText: /out of date/ })).toHaveText('1 out of date');

  // On a phone the English stands above the Spanish.
  await page.setViewportSize({ width: 390, height: 844 });
  const [above, below] = [await sourceOf(translated(page.getByLabel(/^Title/))).boundingBox(), await page.getByLabel(/^Title/).boundingBox()];
  expect(above!.y + above!.height).toBeLessThanOrEqual(below!.y);
  await page.setViewportSize({ width: 1440, height: 900 });

  // The overview lists it, and its link opens the field in Spanish.
  await page.goto('/admin/translations');
  const entry = page.getByRole('region', { name: 'Español' }).getByRole('link', { name: new RegExp(`^Title of ${newTitle}`) });
  await expect(entry).toContainText('Out of date');
  await expectNoSeriousA11yViolations(page);
  await entry.click();
  await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();
  await expect(page.getByLabel(/^Title/)).toBeFocused();

  const headers = await asSuperAdmin(request);
  const current = await request.get(`/api/posts/${post.id}`, { headers });
  const version = ((await current.json()) as { post: { version: number } }).post.version;
  expect((await request.delete(`/api/posts/${post.id}`, { headers: { ...headers, 'If-Match': `"${version}"` } })).status()).toBe(204);
});

test('a picture’s alt text translated in the library, listed on the overview until then', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/media');
  const alt = unique('A pier at dusk');
  const photo = await uploadPhoto(page, request, alt);

  await page.goto('/admin/translations');
  const entry = page.getByRole('region', { name: 'Español' }).getByRole('link', { name: new RegExp(`^Alt text of ${photo.name}`) });
  await expect(entry).toContainText('Missing');
  await entry.click();
  const dialog = page.getByRole('dialog', { name: photo.name });
  await expect(dialog.getByRole('radio', { name: 'Español' })).toBeChecked();
  const field = dialog.getByLabel(/^Alt text/);
  await expect(field).toBeFocused();
  await expect(translated(field)).toContainText(alt);
  await expectNoSeriousA11yViolations(page);

  await field.fill('Un muelle al atardecer');
  await dialog.getByRole('button', { name: 'Save Translation' }).click();
  await expect(toastWith(page, 'Translation saved')).toBeVisible();
  await page.goto('/admin/translations');
  await expect(page.getByRole('region', { name: 'Español' }).getByRole('link', { name: new RegExp(`^Alt text of ${photo.name}`) })).toHaveCount(0);
});

test('a case study translated beside its English, its status following the English one', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const project = await createProject(request, unique('Wynwood mural tour'));
  const headers = await asSuperAdmin(request);
  const story = { status: 'published', bodyMarkdown: 'We filmed the **murals** at dawn.', results: [{ value: '+80%', label: 'bookings in a month' }] };
  const saved = await request.put(`/api/projects/${project.id}/case-study`, { headers, data: story });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto(`/admin/projects/${project.id}/case-study`);
  await page.getByRole('radio', { name: 'Español' }).check();
  await expect(page.getByRole('heading', { name: 'Status in Español' }).locator('..')).toContainText('Follows the English one');
  const label = page.getByLabel(/^What result 1 measures/);
  await expect(translated(label)).toContainText('bookings in a month');
  await expect(translated(label)).toContainText('Missing');
  await expectNoSeriousA11yViolations(page);

  await label.fill('reservas en un mes');
  await page.getByLabel(/^Body/).fill('Filmamos los **murales** al amanecer.');
  const slug = unique('tour-de-murales').replace(/\s+/g, '-');
  await page.getByLabel('Slug').fill(slug);
  await page.getByRole('button', { name: 'Save translation' }).click();
  await expect(toastWith(page, 'Translation saved')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /missing|out of date/ })).toHaveText('Nothing missing or out of date');

  const visitor = await page.context().newPage();
  await visitor.goto(`/es/work/${slug}`);
  await expect(visitor.getByText('Filmamos los murales al amanecer.')).toBeVisible();
  await expect(visitor.getByText('reservas en un mes')).toBeVisible();
  await visitor.close();
});
