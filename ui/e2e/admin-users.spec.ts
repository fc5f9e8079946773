// User Management and the registration key (docs/PRODUCT.md §2, §6; docs/DESIGN.md "Decisions").
// The key rotation runs last in this file; tests needing the key read it from the server.

import { expect, test } from '@playwright/test';
import { asSuperAdmin, rowWith, toastWith, unique } from './admin-support';
import { SUPER_ADMIN, createAdmin, loginAs, registrationKey } from './support';

test.describe.configure({ mode: 'serial' });

test('an admin who is not the super admin sees Access Denied', async ({ page, request }) => {
  await loginAs(page, await createAdmin(request));
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('Only the super admin can access user management.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add User' })).toHaveCount(0);

  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});

test('the super admin is marked Super Admin and Protected, with no delete button', async ({ page }) => {
  await loginAs(page);
  await page.goto('/admin/users');
  const row = rowWith(page, SUPER_ADMIN.username).filter({ hasText: 'Super Admin' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Admin');
  await expect(row).toContainText('Protected');
  await expect(row.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  // The password is hidden; the toggle shows the hash's public parameters only.
  await expect(row).toContainText('••••');
  await row.getByRole('button', { name: `Show password hash of ${SUPER_ADMIN.username}` }).click();
  await expect(row).toContainText(/argon2id m=\d+,t=\d+,p=\d+/);
  await expect(row).not.toContainText('$argon2');
});

test('Add User validates, creates an admin who can log in, and delete removes it', async ({ page, request }) => {
  await loginAs(page);
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await dialog.getByLabel('Username').fill('ab');
  await dialog.getByLabel('Password').fill('secret-1');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(toastWith(page, 'Validation Error')).toContainText('Username must be at least 3 characters');

  const username = unique('added').replace(' ', '-');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog).toBeHidden();
  await expect(toastWith(page, 'User created')).toBeVisible();
  const row = rowWith(page, username);
  await expect(row).toContainText('Admin');

  const login = await request.post('/api/auth/login', { data: { username, password: 'secret-1' } });
  expect(login.status()).toBe(200);

  await row.getByRole('button', { name: `Delete ${username}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, 'User deleted')).toBeVisible();
  await expect(rowWith(page, username)).toHaveCount(0);
  const gone = await request.post('/api/auth/login', { data: { username, password: 'secret-1' } });
  expect(gone.status()).toBe(401);
});

test('the registration card shows the current key; Rotate replaces it after confirmation', async ({ page, request }) => {
  const before = await registrationKey(request);
  await loginAs(page);
  await page.goto('/admin/users');
  const key = page.getByTestId('registration-key');
  await expect(key).toHaveText(before);
  await expect(page.getByRole('button', { name: 'Copy' })).toBeEnabled();

  await page.getByRole('button', { name: 'Rotate' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Rotate the registration key?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(key).toHaveText(before);

  await page.getByRole('button', { name: 'Rotate' }).click();
  await confirm.getByRole('button', { name: 'Rotate Key' }).click();
  await expect(toastWith(page, 'Registration key rotated')).toBeVisible();
  await expect(key).not.toHaveText(before);
  const after = await registrationKey(request);
  await expect(key).toHaveText(after);

  // The old key no longer registers anyone.
  const refused = await request.post('/api/auth/register', {
    data: { username: unique('late').replace(' ', '-'), password: 'late-password', registrationKey: before },
  });
  expect(refused.status()).toBe(403);
  expect(await asSuperAdmin(request)).toHaveProperty('Authorization');
});
