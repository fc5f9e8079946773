// The one fetch wrapper of docs/PRODUCT.md §7/§8: same origin, JSON, cookies included, the admin bearer
// token when one is stored. A non-OK response throws an ApiError; a 401 also drops the token and
// sends a visitor on a protected admin page back to the login. Uploads follow the same rules.

import { navigate } from 'wouter/use-browser-location';
import { ADMIN_TOKEN_KEY } from '@/config/constants';
import { isProtectedAdminPath, paths } from '@/config/paths';
import type { components } from './api-schema';

/** A shape of the API by its name in the server's OpenAPI document (generated: api-schema.d.ts). */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** A non-OK response. `message` is `${status}: ${body text || status text}` (docs/PRODUCT.md §8). */
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

  /** The server's `message` field (docs/DESIGN.md "HTTP contract", Errors), when the body carries one. */
  get serverMessage(): string | undefined {
    const { message } = this.json;
    return typeof message === 'string' && message ? message : undefined;
  }

  /** A stale write's 412 (docs/DESIGN.md, "HTTP contract, phase 3"): someone else changed the item
   * since the version the write named. */
  get isStale(): boolean {
    return this.status === 412;
  }

  /** On a 412, the item as stored now, with its version (null: it was deleted meanwhile). */
  get current(): unknown {
    return this.json.current ?? null;
  }

  /** On a 412, the name of the admin whose change came first, when the server says it. */
  get changedBy(): string | undefined {
    const { changedBy } = this.json;
    return typeof changedBy === 'string' && changedBy ? changedBy : undefined;
  }

  /** On a 412, when the stored version was made (RFC 3339), when the server says it. */
  get changedAt(): string | undefined {
    const { changedAt } = this.json;
    return typeof changedAt === 'string' && changedAt ? changedAt : undefined;
  }

  /** The per-field messages of a validation error (`errors` in docs/DESIGN.md's error body). */
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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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

/** What a write of a versioned item may add. */
export interface WriteOptions {
  /** The version of the item the change was based on: sent as `If-Match: "<n>"`, so a change
   * someone else made meanwhile is refused (412, ApiError.current) instead of overwritten. */
  ifMatch?: number;
}

/**
 * Calls `path` on this origin and returns its JSON body (undefined when the body is empty,
 * as for 204). Throws ApiError for any non-OK status.
 */
export async function request<T>(method: Method, path: string, body?: unknown, options: WriteOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
  };
  const token = storedToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.ifMatch !== undefined) headers['If-Match'] = `"${options.ifMatch}"`;

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

/**
 * GETs `path` as a file (a backup) and returns its bytes, with the token, errors and 401 handling
 * of `request`: a plain link could not send the token.
 */
async function file(path: string): Promise<Blob> {
  const headers: Record<string, string> = {};
  const token = storedToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(path, { headers, credentials: 'include' });
  if (!response.ok) {
    const text = await response.text();
    if (response.status === 401) onUnauthorized();
    throw new ApiError(response.status, text, response.statusText);
  }
  return response.blob();
}

/** What an upload reports and how it is stopped. */
export interface UploadOptions {
  /** The share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborting it stops the upload; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

/**
 * POSTs `form` (multipart) to `path` and returns its JSON body, with the token, errors and 401
 * handling of `request`. XMLHttpRequest, not fetch: fetch cannot report upload progress.
 */
function upload<T>(path: string, form: FormData, { onProgress, signal }: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('The upload was cancelled', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = storedToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const text = xhr.responseText;
      if (xhr.status < 200 || xhr.status > 299) {
        if (xhr.status === 401) onUnauthorized();
        reject(new ApiError(xhr.status, text, xhr.statusText));
        return;
      }
      try {
        resolve((text ? JSON.parse(text) : undefined) as T);
      } catch (error) {
        reject(error);
      }
    };
    // As fetch does for a network failure: a TypeError, so errorMessage() uses its fallback.
    xhr.onerror = () => reject(new TypeError('The upload did not reach the server'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** Typed helpers, one per verb. */
export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  /** Creates or changes what `path` names (a project's one case study). */
  put: <T>(path: string, body: unknown, options?: WriteOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body: unknown, options?: WriteOptions) => request<T>('PATCH', path, body, options),
  /** `body` for the few deletions that need proof, such as a two-factor code. */
  del: <T = void>(path: string, body?: unknown, options?: WriteOptions) => request<T>('DELETE', path, body, options),
  /** A multipart POST with upload progress (the media library). */
  upload,
  /** A download that needs the token (a backup), as a Blob. */
  file,
};
