// Helpers of the admin browser tests (the shared ones, admins and the registration key, are in
// support.ts).

import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken } from './support';

/** A name no other test (or run) uses. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e5).toString(36)}`;
}

/** Calls the API as the super admin. */
export async function asSuperAdmin(request: APIRequestContext) {
  const token = await apiToken(request);
  return { Authorization: `Bearer ${token}` };
}

/** Puts a session token straight into localStorage (no login screen, which clears storage). */
export async function useToken(page: Page, token: string, user?: { id: number; username: string; isSuperAdmin: boolean }) {
  // Any page of the origin that runs no app code; not an SVG, which is served sandboxed (no storage).
  await page.goto('/robots.txt');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('adminToken', t);
      if (u) localStorage.setItem('adminUser', u);
    },
    [token, user ? JSON.stringify(user) : ''] as const,
  );
}

/** The toast on screen with this title. */
export function toastWith(page: Page, title: string | RegExp) {
  return page.getByRole('region', { name: 'Notifications (F8)' }).locator('li').filter({ hasText: title });
}

/** axe on the current page: no serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Opens the public home page and waits until its content has loaded. */
export async function openHome(page: Page) {
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByText(/^Loading (services|client stories|projects|client logos)…$/)).toHaveCount(0);
}

/** The table row of an admin list that contains `text`. */
export function rowWith(page: Page, text: string) {
  return page.getByRole('row').filter({ hasText: text });
}
