// Who is logged in, as the login response said, kept beside the token so the admin layout can
// show the super admin's extra screens. Display only: the server enforces every permission.

import type { AuthUser } from './api/auth';
import { setToken } from './token';

export const ADMIN_USER_KEY = 'adminUser';

export interface SessionUser {
  id: number;
  username: string;
  isSuperAdmin: boolean;
}

export function setSessionUser(user: AuthUser): void {
  try {
    const stored: SessionUser = { id: user.id, username: user.username, isSuperAdmin: user.isSuperAdmin };
    localStorage.setItem(ADMIN_USER_KEY, JSON.stringify(stored));
  } catch {
    // Storage disabled: the layout shows the common screens only.
  }
}

export function getSessionUser(): SessionUser | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(ADMIN_USER_KEY) ?? 'null');
    if (
      parsed &&
      typeof parsed === 'object' &&
      'username' in parsed &&
      typeof parsed.username === 'string' &&
      'id' in parsed &&
      typeof parsed.id === 'number'
    ) {
      return { id: parsed.id, username: parsed.username, isSuperAdmin: 'isSuperAdmin' in parsed && parsed.isSuperAdmin === true };
    }
  } catch {
    // Unreadable: treated as unknown.
  }
  return null;
}

/**
 * Keeps a session the server has just issued, as a login or a password change answers it: the
 * token in place of any older one, and who it belongs to.
 */
export function startSession(token: string, user: AuthUser): void {
  setToken(token);
  setSessionUser(user);
}

export function clearSessionUser(): void {
  try {
    localStorage.removeItem(ADMIN_USER_KEY);
  } catch {
    // Nothing stored.
  }
}
