// Login, registration and the session rules (docs/PRODUCT.md §2, §4, §8) against the real binary.

import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, toastWith, unique, useToken } from './admin-support';
import { SUPER_ADMIN, createAdmin, loginAs, registrationKey } from './support';

/** A JWT-shaped token the UI can read but the server never signed. */
function fakeToken(exp: number) {
  const b64url = (s: string) => Buffer.from(s).toString('base64url');
  return `x.${b64url(JSON.stringify({ exp }))}.y`;
}

test('registers through the form with the key, then logs in', async ({ page, request }) => {
  const key = await registrationKey(request);
  const username = unique('reg').replace(' ', '-');

  await page.goto('/admin/register');
  await expect(page.getByText('This key is provided by your administrator')).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('register-pass-1');
  await page.getByLabel('Confirm Password').fill('register-pass-2');
  await page.getByLabel('Registration Key').fill(key);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm Password').fill('register-pass-1');
  await expect(page.getByText('Passwords do not match')).toHaveCount(0);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(toastWith(page, 'Registration successful')).toContainText('Your account has been created. You can now log in.');
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('register-pass-1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(toastWith(page, 'Login successful')).toContainText('You are now logged in to the admin dashboard');
  await expect(page.getByText(`Signed in as ${username}`)).toBeVisible();
});

test('a login leaves a device cookie no script can read, and the next login sends it', async ({ page, request }) => {
  const admin = await createAdmin(request, 'device');
  await loginAs(page, admin);
  const device = (await page.context().cookies()).find((c) => c.name === 'agency_device');
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('agency_device');

  // Opening the login clears local storage, never the cookie: the next login shows it.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/auth/login'));
  await page.getByRole('button', { name: 'Login' }).click();
  expect((await (await sent).allHeaders()).cookie).toContain(`agency_device=${device!.value}`);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('registration with a wrong key toasts Registration failed with the server message', async ({ page }) => {
  await page.goto('/admin/register');
  await page.getByLabel('Username').fill(unique('nokey').replace(' ', '-'));
  await page.getByLabel('Password', { exact: true }).fill('register-pass-1');
  await page.getByLabel('Confirm Password').fill('register-pass-1');
  await page.getByLabel('Registration Key').fill('not-the-key');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(toastWith(page, 'Registration failed')).toContainText('registration key is not valid');
  await expect(page).toHaveURL(/\/admin\/register$/);
});

test('a wrong password is said above the button and in a toast, stays on the login, and goes once edited', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel('Username').fill(SUPER_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();

  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Login' }) });
  const inline = form.getByRole('alert');
  await expect(inline).toContainText('Login failed');
  await expect(inline).toContainText('Invalid username or password');
  const note = (await inline.boundingBox())!;
  const button = (await page.getByRole('button', { name: 'Login' }).boundingBox())!;
  expect(note.y + note.height).toBeLessThanOrEqual(button.y);
  await expect(toastWith(page, 'Login failed')).toContainText('Invalid username or password');
  await expect(page).toHaveURL(/\/admin$/);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  await expect(page.getByLabel('Username')).toHaveValue(SUPER_ADMIN.username);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Password', { exact: true }).fill('another-try');
  await expect(inline).toHaveCount(0);
});

test('opening the login clears local storage', async ({ page }) => {
  await useToken(page, fakeToken(Math.floor(Date.now() / 1000) + 3600));
  await page.evaluate(() => localStorage.setItem('something', 'else'));
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test('without a token a protected screen sends the visitor to /admin', async ({ page }) => {
  await page.goto('/admin/contact-submissions');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('an expired token is dropped and the visitor sent to /admin', async ({ page }) => {
  await useToken(page, fakeToken(1));
  await page.goto('/admin/services');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
});

test('a token the server refuses (401) is dropped and the visitor sent to /admin', async ({ page }) => {
  await useToken(page, fakeToken(Math.floor(Date.now() / 1000) + 3600));
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('logout toasts Logged out and returns to /admin; the screens are closed afterwards', async ({ page }) => {
  await loginAs(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(toastWith(page, 'Logged out')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin$/);
});

test('an admin who is not the super admin has no Site Settings link', async ({ page, request }) => {
  await loginAs(page, await createAdmin(request));
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'User Management' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Site Settings' })).toHaveCount(0);
});
