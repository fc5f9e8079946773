// The dashboard and the admin layout (SPEC.md §2).

import { expect, test } from '@playwright/test';
import { loginAs } from './support';

test('the dashboard shows the counts with their trend labels, metrics and quick actions', async ({ page }) => {
  await loginAs(page);
  for (const [label, trend, href] of [
    ['Services', '+5%', '/admin/services'],
    ['Projects', '+12%', '/admin/projects'],
    ['Testimonials', '+3%', '/admin/testimonials'],
    ['Client Logos', '+8%', '/admin/client-logos'],
    ['Blog Posts', 'Drafts and scheduled included', '/admin/blog-posts'],
  ] as const) {
    const card = page.getByRole('main').getByRole('link', { name: new RegExp(`^${label}`) });
    await expect(card).toHaveAttribute('href', href);
    await expect(card).toContainText(trend);
    await expect(card).toContainText(/\d+/);
  }
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  await expect(page.getByText('Total visits', { exact: true })).toBeVisible();
  await expect(page.getByText("Today's visits")).toBeVisible();
  await expect(page.getByText('Unread messages', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Read contact inquiries' }).click();
  await expect(page).toHaveURL(/\/admin\/contact-submissions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Inquiries' })).toBeVisible();
});

test('the sidebar links every screen and the super admin sees Site Settings', async ({ page }) => {
  await loginAs(page);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  for (const [name, heading] of [
    ['Services', 'Services'],
    ['Projects', 'Projects'],
    ['Testimonials', 'Testimonials'],
    ['Client Logos', 'Client Logos'],
    ['Blog Posts', 'Blog Posts'],
    ['Contact Inquiries', 'Contact Inquiries'],
    ['Content Preview', 'Content Preview'],
    ['Site Content', 'Site Content'],
    ['User Management', 'User Management'],
    ['Account', 'Account'],
    ['Site Settings', 'Site Settings'],
    ['Dashboard', 'Dashboard'],
  ]) {
    await nav.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
  }
});

test('on a small screen the sidebar collapses behind a keyboard-usable Menu button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page);
  const toggle = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(toggle).toBeFocused();

  await page.keyboard.press('Enter');
  await nav.getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(nav).toBeHidden();
});
