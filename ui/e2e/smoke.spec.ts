import { expect, test } from '@playwright/test';
import { loginAs } from './support';

test('the home page renders the hero without console errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));

  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  // A fresh site's hero headline is the default promise (site content), not the site's name.
  await expect(page.getByRole('heading', { level: 1, name: 'Content that makes Miami stop scrolling.' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Let's talk/ })).toHaveAttribute('href', '#contact');
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('an unknown path answers 404 and shows Page Not Found', async ({ page }) => {
  const response = await page.goto('/nonexistent');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('The page you are looking for has moved or never existed.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'The page you are looking for has moved or never existed.',
  );
});

test('/admin shows the login form', async ({ page }) => {
  const response = await page.goto('/admin');
  expect(response?.status()).toBe(200);
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Need an account? Register here' })).toHaveAttribute(
    'href',
    '/admin/register',
  );
});

test('the super admin made by the CLI signs in and reaches the dashboard', async ({ page }) => {
  await loginAs(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
