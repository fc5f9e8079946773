import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_KEY } from '@/config/constants';
import { currentSessionToken, isTokenValid, tokenExpiry } from './token';

/** An unsigned JWT-shaped token with the given claims (the UI never checks signatures). */
function tokenWith(claims: object): string {
  const b64url = (s: string) => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify(claims))}.sig`;
}

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const nowSec = NOW / 1000;

describe('admin token', () => {
  afterEach(() => localStorage.clear());

  it('reads the exp claim', () => {
    expect(tokenExpiry(tokenWith({ sub: '1', exp: 1_900_000_000 }))).toBe(1_900_000_000);
  });

  it('is valid while exp is later than now', () => {
    expect(isTokenValid(tokenWith({ exp: nowSec + 60 }), NOW)).toBe(true);
  });

  it.each([
    ['expired', tokenWith({ exp: nowSec - 1 })],
    ['expiring this very second', tokenWith({ exp: nowSec })],
    ['without exp', tokenWith({ sub: '1' })],
    ['not a JWT', 'not-a-token'],
    ['with a garbage payload', 'a.%%%.c'],
    ['empty', ''],
  ])('is invalid when %s', (_case, token) => {
    expect(isTokenValid(token, NOW)).toBe(false);
  });

  it('removes a stored token that is no longer valid', () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, tokenWith({ exp: 1 }));
    expect(currentSessionToken()).toBeNull();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('returns a stored valid token', () => {
    const token = tokenWith({ exp: Math.floor(Date.now() / 1000) + 3600 });
    localStorage.setItem(ADMIN_TOKEN_KEY, token);
    expect(currentSessionToken()).toBe(token);
  });
});
