// The one fetch wrapper of SPEC.md §7/§8: same origin, JSON, cookies included, the admin bearer
// token when one is stored. A non-OK response throws an ApiError; a 401 also drops the token and
// sends a visitor on a protected admin page back to the login.

import { navigate } from 'wouter/use-browser-location';
import { ADMIN_TOKEN_KEY } from '@/config/constants';
import { isProtectedAdminPath, paths } from '@/config/paths';
import type { components } from './api-schema';

/** A shape of the API by its name in the server's OpenAPI document (generated: api-schema.d.ts). */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** A non-OK response. `message` is `${status}: ${body text || status text}` (SPEC.md §8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** The body's fields when it is a JSON object (the error body and any extra flags), else {}. */
  get json(): Readonly<Record<string, unknown>> {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // Not JSON: no fields.
    }
    return {};
  }

  /** The server's `message` field (DESIGN.md error body), when the body carries one. */
  get serverMessage(): string | undefined {
    const { message } = this.json;
    return typeof message === 'string' && message ? message : undefined;
  }

  /** The per-field messages of a validation error (`errors` in DESIGN.md's error body). */
  get fieldErrors(): Record<string, string> {
    const { errors } = this.json;
    if (!errors || typeof errors !== 'object') return {};
    return Object.fromEntries(
      Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  }
}

/** The text to show for a failed call: the server's message, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

function storedToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null; // Storage can be disabled (privacy modes): behave as logged out.
  }
}

function onUnauthorized(): void {
  try {
    localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
  if (isProtectedAdminPath(window.location.pathname)) {
    navigate(paths.admin.root, { replace: true });
  }
}

/**
 * Calls `path` on this origin and returns its JSON body (undefined when the body is empty,
 * as for 204). Throws ApiError for any non-OK status.
 */
export async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
  };
  const token = storedToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await fetch(path, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();

  if (!response.ok) {
    if (response.status === 401) onUnauthorized();
    throw new ApiError(response.status, text, response.statusText);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Typed helpers, one per verb. */
export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  patch: <T>(path: string, body: unknown) => request<T>('PATCH', path, body),
  /** `body` for the few deletions that need proof, such as a two-factor code. */
  del: <T = void>(path: string, body?: unknown) => request<T>('DELETE', path, body),
};
