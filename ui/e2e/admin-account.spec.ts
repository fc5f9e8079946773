// Account (every admin): a password change that ends the other sessions, and two-factor sign-in
// turned on, used at the login and turned off. Each test registers its own admin: the shared
// super admin's password and sign-in stay as every other spec expects them.

import { createHmac } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, toastWith } from './admin-support';
import { apiToken, createAdmin, loginAs } from './support';

const STEP_MS = 30_000;

/** RFC 4648 base32 (A–Z, 2–7), as the setup key is written; spaces and padding ignored. */
function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.toUpperCase().replace(/[\s=]/g, '')) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >>> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** RFC 6238 TOTP as authenticator apps compute it: HMAC-SHA1, 30 s steps, 6 digits. */
function totp(secret: string, step = Math.floor(Date.now() / STEP_MS)): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

/** Waits for the first time step after `step`: the server takes each code once. */
async function waitForStepAfter(page: Page, step: number) {
  const wait = (step + 1) * STEP_MS - Date.now();
  if (wait > 0) await page.waitForTimeout(wait + 250);
}

async function accountStatus(request: APIRequestContext, token: string) {
  return request.get('/api/admin/account', { headers: { Authorization: `Bearer ${token}` } });
}

function storedToken(page: Page) {
  return page.evaluate(() => localStorage.getItem('adminToken'));
}

async function openAccount(page: Page) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
}

test('changing the password keeps this session, ends the others and the new password logs in', async ({ page, request }) => {
  const admin = await createAdmin(request, 'account');
  const otherSession = await apiToken(request, admin);
  await loginAs(page, admin);
  await openAccount(page);
  const before = await storedToken(page);

  // The browser's checks, then the server's.
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Enter your current password')).toBeVisible();
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('account-password-2');
  await page.getByLabel('Repeat new password').fill('account-password-3');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Repeat new password').fill('account-password-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  // Under the field (and in a toast, which says the same).
  await expect(page.getByLabel('Current password')).toHaveAccessibleDescription('The current password is not right');
  await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Current password').fill(admin.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toastWith(page, 'Password changed')).toContainText('Your other sessions have ended.');
  await expect(page.getByLabel('Current password')).toHaveValue('');

  // This session goes on with the new token; the old one and the other session are refused.
  const after = await storedToken(page);
  expect(after).toBeTruthy();
  expect(after).not.toBe(before);
  expect((await accountStatus(request, after!)).status()).toBe(200);
  expect((await accountStatus(request, before!)).status()).toBe(401);
  expect((await accountStatus(request, otherSession)).status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/account$/);

  // The old password no longer logs in; the new one does, through the screen too.
  const old = await request.post('/api/auth/login', { data: admin });
  expect(old.status()).toBe(401);
  await page.getByRole('button', { name: 'Logout' }).click();
  await loginAs(page, { username: admin.username, password: 'account-password-2' });
});

test('two-factor sign-in: turned on with the key, asked for at login, turned off with a recovery code', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await createAdmin(request, 'totp');
  const otherSession = await apiToken(request, admin);
  await loginAs(page, admin);
  await openAccount(page);
  const status = page.getByTestId('totp-status');
  await expect(status).toHaveText(/Status:\s*Off/);

  // Turning it on asks for the password first.
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const asked = page.getByRole('dialog', { name: 'Turn on two-factor sign-in' });
  await asked.getByLabel('Current password').fill('not-my-password');
  await asked.getByRole('button', { name: 'Continue' }).click();
  await expect(asked.getByLabel('Current password')).toHaveAccessibleDescription('The current password is not right');
  await asked.getByLabel('Current password').fill(admin.password);
  await asked.getByRole('button', { name: 'Continue' }).click();
  await expect(asked).toBeHidden();
  const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qr).toBeVisible();
  // Drawn from a data: URL the page's CSP allows, with nothing fetched.
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,/);
  await expectNoSeriousA11yViolations(page);

  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  await page.getByLabel('Code from your app').fill('12345');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Enter the 6-digit code your app shows')).toBeVisible();

  const beforeOn = await storedToken(page);
  const confirmStep = Math.floor(Date.now() / STEP_MS);
  await page.getByLabel('Code from your app').fill(totp(secret, confirmStep));
  await page.getByRole('button', { name: 'Confirm' }).click();

  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  // The other sessions ended; this one goes on with the answer's token.
  const afterOn = await storedToken(page);
  expect(afterOn).not.toBe(beforeOn);
  expect((await accountStatus(request, afterOn!)).status()).toBe(200);
  expect((await accountStatus(request, beforeOn!)).status()).toBe(401);
  expect((await accountStatus(request, otherSession)).status()).toBe(401);
  const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
  await expect(status).toHaveText(/Status:\s*On/);
  await expectNoSeriousA11yViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${admin.username}-recovery-codes.txt`);

  await expect(page.getByRole('button', { name: 'Done' })).toBeDisabled();
  await page.getByLabel('I have saved these codes').check();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(list).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Turn off two-factor sign-in' })).toBeVisible();

  // The login now asks for a code after the password.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  const code = page.getByLabel('Two-factor code');
  await expect(code).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'authenticator app' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);

  await code.fill('WRONG-CODE1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Code not accepted' })).toBeVisible();

  // The confirmation used this step's code: the login takes the next one.
  await waitForStepAfter(page, confirmStep);
  await code.fill(totp(secret));
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Turned off with a recovery code, after which the password alone signs in again.
  await openAccount(page);
  await expect(status).toHaveText(/Status:\s*On/);
  await page.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn off two-factor sign-in' });
  await dialog.getByLabel('Code or recovery code').fill('00000-00000');
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(dialog.getByLabel('Code or recovery code')).toHaveAccessibleDescription(/That code is not right/);
  const beforeOff = await storedToken(page);
  await dialog.getByLabel('Code or recovery code').fill(recoveryCodes[0]!);
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(dialog).toBeHidden();
  await expect(toastWith(page, 'Two-factor sign-in is off')).toBeVisible();
  await expect(status).toHaveText(/Status:\s*Off/);
  const afterOff = await storedToken(page);
  expect(afterOff).not.toBe(beforeOff);
  expect((await accountStatus(request, afterOff!)).status()).toBe(200);
  expect((await accountStatus(request, beforeOff!)).status()).toBe(401);

  const plain = await request.post('/api/auth/login', { data: admin });
  expect(plain.status(), await plain.text()).toBe(200);
});
