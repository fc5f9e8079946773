// Shared by every browser test: the super admin made by global-setup.ts, and ways to act as an
// admin through the real API or the real login screen.

import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const SUPER_ADMIN = { username: 'owner', password: 'owner-password-1' } as const;

/** A bearer token for `user` (the super admin by default), from POST /api/auth/login. */
export async function apiToken(request: APIRequestContext, user: { username: string; password: string } = SUPER_ADMIN) {
  const response = await request.post('/api/auth/login', { data: user });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/**
 * The registration key in force now, read as the super admin: a test may rotate it, so the key
 * global-setup.ts read from `create-admin` may be stale.
 */
export async function registrationKey(request: APIRequestContext): Promise<string> {
  const token = await apiToken(request);
  const response = await request.get('/api/admin/settings', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { settings: { registrationKey: string } }).settings.registrationKey;
}

/** Registers an ordinary admin with a unique name through the API and returns its credentials. */
export async function createAdmin(request: APIRequestContext, prefix = 'editor') {
  const user = {
    username: `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`,
    password: 'editor-password-1',
  };
  // Another test may rotate the key between the read and the registration: read it again then.
  for (let attempt = 0; ; attempt++) {
    const response = await request.post('/api/auth/register', {
      data: { ...user, registrationKey: await registrationKey(request) },
    });
    if (response.status() === 403 && attempt < 2) continue;
    expect(response.status(), await response.text()).toBe(201);
    return user;
  }
}

/** Signs in through the login screen and waits for the dashboard. */
export async function loginAs(page: Page, user: { username: string; password: string } = SUPER_ADMIN) {
  await page.goto('/admin');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}
