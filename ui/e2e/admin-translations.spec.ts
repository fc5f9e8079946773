// An editor translating (issue #30): a service and a site-content section translated into Spanish
// side by side with their English, then the English changed and the translation seen out of date,
// in its editor and on the Translations overview, whose link opens the field again. Runs with the
// specs that change the site's words (playwright.config.ts), and puts the section back.

import { type APIRequestContext, expect, type Locator } from '@playwright/test';
import {
  asSuperAdmin,
  createService,
  expectNoSeriousA11yViolations,
  openServiceEdit,
  signedIn as test,
  toastWith,
  unique,
} from './admin-support';

interface Contact {
  heading: string;
  intro: string;
}

async function contactIn(request: APIRequestContext, lang?: string): Promise<Contact> {
  const response = await request.get(`/api/site-content${lang ? `?lang=${lang}` : ''}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { content: { contact: Contact } }).content.contact;
}

/** The field being translated whose control is `control`: its English, its state and its input. */
function translated(control: Locator) {
  return control.locator('xpath=ancestor::*[@data-translation][1]');
}

/** The default language's text shown with a field being translated. */
const sourceOf = (field: Locator) => field.locator('[id$="-source"]');

/** The English beside a field's control on a wide screen: left of it, on the same line. */
async function expectBeside(field: Locator, control: Locator, english: string) {
  const source = sourceOf(field);
  await expect(source).toContainText(english);
  const [from, to] = [await source.boundingBox(), await control.boundingBox()];
  expect(from!.x + from!.width).toBeLessThanOrEqual(to!.x);
  expect(Math.abs(from!.y - to!.y)).toBeLessThan(24);
}

async function spanish(scope: Locator) {
  await scope.getByRole('radio', { name: 'Español' }).check();
}

let original: Contact;

test.beforeAll(async ({ request }) => {
  const settings = await request.get('/api/settings');
  expect(((await settings.json()) as { settings: { languages: string } }).settings.languages).toBe('en,es');
  original = await contactIn(request);
});

test.afterAll(async ({ request }) => {
  const headers = await asSuperAdmin(request);
  // The Spanish introduction goes (an empty text removes a translation), then the English is put back.
  const removed = await request.patch('/api/admin/site-content?lang=es', { headers, data: { contact: { intro: '' } } });
  expect(removed.status(), await removed.text()).toBe(200);
  const restored = await request.patch('/api/admin/site-content', { headers, data: { contact: original } });
  expect(restored.status(), await restored.text()).toBe(200);
});

test('a service translated beside its English, then out of date when the English changes', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const title = unique('Brand films');
  const service = await createService(request, title);

  let dialog = await openServiceEdit(page, title);
  await spanish(dialog);
  await expect(dialog.getByRole('status')).toHaveText('2 missing');
  const titleInput = dialog.getByLabel(/^Title/);
  await expect(translated(titleInput)).toContainText('Missing');
  await expectBeside(translated(titleInput), titleInput, title);
  await expect(dialog.getByRole('group', { name: 'Icon' })).toContainText('The same in every language');
  await expectNoSeriousA11yViolations(page);

  const spanishTitle = unique('Películas de marca');
  await titleInput.fill(spanishTitle);
  await dialog.getByLabel(/^Description/).fill('Un servicio hecho por las pruebas del navegador.');
  await dialog.getByRole('button', { name: 'Save Translation' }).click();
  await expect(toastWith(page, 'Translation saved')).toBeVisible();
  const visitor = await request.get('/api/services?lang=es');
  const listed = ((await visitor.json()) as { services: { id: number; title: string }[] }).services;
  expect(listed.find((s) => s.id === service.id)?.title).toBe(spanishTitle);

  // The English changes: the Spanish title is out of date from then on.
  const newTitle = unique('Brand films and reels');
  dialog = await openServiceEdit(page, title);
  await dialog.getByLabel('Title').fill(newTitle);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'Service updated')).toBeVisible();

  dialog = await openServiceEdit(page, newTitle);
  await spanish(dialog);
  await expect(dialog.getByRole('status')).toHaveText('1 out of date');
  await expect(translated(dialog.getByLabel(/^Title/))).toContainText(/Out of date, source changed \w{3} \d{1,2}, \d{4}/);
  await expect(dialog.getByLabel(/^Title/)).toHaveValue(spanishTitle);
  await expect(translated(dialog.getByLabel(/^Title/))).toContainText(newTitle);
  await page.keyboard.press('Escape');

  // The overview lists it, and its link opens the field in Spanish.
  await page.goto('/admin/translations');
  const entry = page.getByRole('region', { name: 'Español' }).getByRole('link', { name: new RegExp(`^Title of ${newTitle}`) });
  await expect(entry).toContainText('Out of date');
  await expectNoSeriousA11yViolations(page);
  await entry.click();
  dialog = page.getByRole('dialog', { name: 'Edit Service' });
  await expect(dialog.getByRole('radio', { name: 'Español' })).toBeChecked();
  await expect(dialog.getByLabel(/^Title/)).toBeFocused();

  // On a phone the English stands above the field.
  await page.setViewportSize({ width: 390, height: 844 });
  const control = dialog.getByLabel(/^Title/);
  const source = sourceOf(translated(control));
  await expect(source).toContainText(newTitle);
  const [from, to] = [await source.boundingBox(), await control.boundingBox()];
  expect(from!.y + from!.height).toBeLessThanOrEqual(to!.y);

  const headers = await asSuperAdmin(request);
  await request.delete(`/api/services/${service.id}`, { headers });
});

test('a site-content section translated beside its English, then out of date when the English changes', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  // An English of its own: the shipped Spanish no longer translates it, so it stands out of
  // date for the translator to revise (visitors read the English meanwhile).
  const shipped = (await contactIn(request, 'es')).intro;
  const english = unique('Tell us about your business and we will answer within a day');
  const headers = await asSuperAdmin(request);
  const set = await request.patch('/api/admin/site-content', { headers, data: { contact: { intro: english } } });
  expect(set.status(), await set.text()).toBe(200);
  expect((await contactIn(request, 'es')).intro).toBe(english);

  await page.goto('/admin/site-content');
  await page.getByRole('tab', { name: /^Contact/ }).click();
  await spanish(page.getByRole('tabpanel'));
  const form = page.getByRole('form', { name: 'Contact' });
  const intro = form.getByLabel(/^Introduction/);
  await expect(intro).toHaveValue(shipped);
  await expect(translated(intro)).toContainText('Out of date');
  await expectBeside(translated(intro), intro, english);
  await expect(page.getByRole('status').filter({ hasText: /out of date/ })).toHaveText(/\d+ out of date/);
  await expectNoSeriousA11yViolations(page);

  const translation = unique('Cuéntanos de tu negocio y te respondemos en un día');
  await intro.fill(translation);
  await page.getByRole('button', { name: 'Save Contact intro' }).click();
  await expect(toastWith(page, 'Contact intro saved in Español')).toBeVisible();
  await expect(translated(intro)).not.toContainText('Out of date');
  expect((await contactIn(request, 'es')).intro).toBe(translation);
  expect((await contactIn(request)).intro).toBe(english);

  // The English changes on the same screen: back in Spanish, the introduction is out of date.
  await page.getByRole('radio', { name: 'English (default)' }).check();
  const changed = unique('Tell us where your business is and we will answer within a day');
  await form.getByLabel(/^Introduction/).fill(changed);
  await page.getByRole('button', { name: 'Save Contact intro' }).click();
  // The English save's toast (the Spanish one names the Spanish pages).
  await expect(toastWith(page, 'Visitors see the new version now.')).toBeVisible();
  await spanish(page.getByRole('tabpanel'));
  await expect(translated(form.getByLabel(/^Introduction/))).toContainText('Out of date');
  await expect(translated(form.getByLabel(/^Introduction/))).toContainText(changed);
  await expect(form.getByLabel(/^Introduction/)).toHaveValue(translation);

  await page.goto('/admin/translations');
  const entry = page.getByRole('region', { name: 'Español' }).getByRole('link', { name: /^Introduction of Contact/ });
  await expect(entry).toContainText('Out of date');
  await entry.click();
  await expect(page.getByRole('tab', { name: /^Contact/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();
  await expect(page.getByRole('form', { name: 'Contact' }).getByLabel(/^Introduction/)).toBeFocused();
});
