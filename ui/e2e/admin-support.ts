// Helpers of the admin browser tests (the shared ones, admins and the registration key, are in
// support.ts).

import { test as base, type Browser, expect, type APIRequestContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { seriousViolations } from './a11y-support';
import { apiToken, SUPER_ADMIN } from './support';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * A test that starts signed in as the super admin: the browser's storage holds the session as the
 * login screen leaves it (admin-auth.spec.ts tests that screen). One login per worker, through the
 * API: a login through the screen in every test cost a page and the dashboard's load each time.
 */
export const signedIn = base.extend<object, { superAdminStorage: StorageState }>({
  superAdminStorage: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const request = await playwright.request.newContext({ baseURL });
      const response = await request.post('/api/auth/login', { data: SUPER_ADMIN });
      expect(response.status(), await response.text()).toBe(200);
      const { token, user } = (await response.json()) as {
        token: string;
        user: { id: number; username: string; isSuperAdmin: boolean };
      };
      const { cookies } = await request.storageState();
      await request.dispose();
      // The keys and the user's shape of features/auth (token.ts, session-user.ts).
      const stored = { id: user.id, username: user.username, isSuperAdmin: user.isSuperAdmin };
      await use({
        cookies,
        origins: [
          {
            origin: new URL(baseURL).origin,
            localStorage: [
              { name: 'adminToken', value: token },
              { name: 'adminUser', value: JSON.stringify(stored) },
            ],
          },
        ],
      });
    },
    { scope: 'worker' },
  ],
  storageState: async ({ superAdminStorage }, use) => use(superAdminStorage),
});

/** Another admin's browser (a profile of its own: its own storage), signed in with `storageState`
 * (the test's `superAdminStorage`): two of them editing one item meet each other's changes. */
export async function secondBrowser(browser: Browser, storageState: StorageState, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState });
  return context.newPage();
}

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

/** axe on the current page (but what `exclude` selects): no serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page, exclude: string[] = []) {
  expect(await seriousViolations(page, { exclude })).toEqual([]);
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

/** A service made through the API (active), for the tests that start from one. */
export async function createService(request: APIRequestContext, title: string) {
  const response = await request.post('/api/services', {
    headers: await asSuperAdmin(request),
    data: { title, description: 'A service made by the browser tests.', icon: 'camera', isActive: true },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { service: { id: number; title: string } }).service;
}

/** Opens the Edit dialog of the service titled `title`. */
export async function openServiceEdit(page: Page, title: string) {
  await page.goto('/admin/services');
  await rowWith(page, title).getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Service' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A published article made through the API, for the tests that start from one. */
export async function createPost(request: APIRequestContext, title: string, bodyMarkdown: string) {
  const response = await request.post('/api/posts', {
    headers: await asSuperAdmin(request),
    data: { title, status: 'published', category: 'E2E', author: 'E2E Tester', excerpt: 'An article of the browser tests.', bodyMarkdown },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { post: { id: number; slug: string } }).post;
}

/** A project made through the API (active, a seeded picture), for the tests that start from one. */
export async function createProject(request: APIRequestContext, title: string, extra: Record<string, unknown> = {}) {
  const response = await request.post('/api/projects', {
    headers: await asSuperAdmin(request),
    data: {
      title,
      category: 'E2E Work',
      description: 'A project made by the browser tests.',
      image: '/images/work/solana-cocina.svg',
      isActive: true,
      ...extra,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { project: { id: number; title: string } }).project;
}

/** A photo-like JPEG drawn on a canvas in `page` (different every call), uploaded to the library
 * with `alt`: the server makes its WebP variants. */
export async function uploadPhoto(page: Page, request: APIRequestContext, alt: string, size = { width: 1600, height: 1000 }) {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d')!;
      const sky = ctx.createLinearGradient(0, 0, w, h);
      sky.addColorStop(0, `hsl(${Math.random() * 360} 70% 55%)`);
      sky.addColorStop(1, `hsl(${Math.random() * 360} 60% 25%)`);
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, w, h);
      for (let i = 0; i < 30; i++) {
        ctx.fillStyle = `hsl(${Math.random() * 360} 60% 50% / 0.35)`;
        ctx.beginPath();
        ctx.arc(Math.random() * w, Math.random() * h, 20 + Math.random() * 200, 0, Math.PI * 2);
        ctx.fill();
      }
      return canvas.toDataURL('image/jpeg', 0.85);
    },
    [size.width, size.height] as const,
  );
  const response = await request.post('/api/admin/media', {
    headers: await asSuperAdmin(request),
    multipart: {
      file: { name: `${alt.replace(/\W+/g, '-').toLowerCase()}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64') },
      alt,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { media: { url: string; name: string } }).media;
}
