// Helpers of the admin component tests: a fresh query cache per test, and a fake API answering
// fetch by method and path.

import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/preact';
import type { ComponentChildren } from 'preact';
import { vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';

export function renderWithQuery(ui: ComponentChildren) {
  const client = createQueryClient();
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

type Handler = (body: unknown, url: string) => Response | Promise<Response>;

/** Stubs fetch with `routes` keyed 'METHOD /path'; returns the mock to inspect the calls. */
export function fakeApi(routes: Record<string, Handler>) {
  const mock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = input.split('?')[0];
    const handler = routes[`${method} ${path}`];
    if (!handler) return Response.json({ message: `No fake for ${method} ${path}` }, { status: 404 });
    return handler(init.body ? JSON.parse(String(init.body)) : undefined, input);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The parsed bodies sent to `method path`. */
export function sentBodies(mock: ReturnType<typeof fakeApi>, method: string, path: string): unknown[] {
  return mock.mock.calls
    .filter(([url, init]) => url === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

/** The If-Match header of each call to `method path` (undefined: none), in order. */
export function sentIfMatch(mock: ReturnType<typeof fakeApi>, method: string, path: string): (string | undefined)[] {
  return mock.mock.calls
    .filter(([url, init]) => url === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.['If-Match']);
}

/** An ordinary admin's account, as GET /api/admin/account names it (without its two-factor state). */
export const ANA = {
  id: 2,
  username: 'ana',
  isAdmin: true,
  isSuperAdmin: false,
  createdAt: '2026-01-01T00:00:00Z',
  passwordScheme: 'argon2id',
};
