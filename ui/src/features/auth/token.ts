// The admin session as docs/PRODUCT.md §4 defines it: a token in localStorage whose `exp` claim
// (seconds) is later than now.

import { ADMIN_TOKEN_KEY } from '@/config/constants';

/** The `exp` claim of a JWT in seconds, or null when the token cannot be read. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    if (claims && typeof claims === 'object' && 'exp' in claims && typeof claims.exp === 'number') {
      return claims.exp;
    }
  } catch {
    // Malformed base64 or JSON: unreadable.
  }
  return null;
}

/** Whether `token` is readable and not expired at `nowMs`. */
export function isTokenValid(token: string | null, nowMs = Date.now()): token is string {
  if (!token) return false;
  const exp = tokenExpiry(token);
  return exp !== null && exp * 1000 > nowMs;
}

export function getToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  localStorage.setItem(ADMIN_TOKEN_KEY, token);
}

export function clearToken(): void {
  try {
    localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Storage disabled: nothing was stored.
  }
}

/** The stored token when it is valid; an expired or unreadable one is removed. */
export function currentSessionToken(): string | null {
  const token = getToken();
  if (isTokenValid(token)) return token;
  if (token) clearToken();
  return null;
}
