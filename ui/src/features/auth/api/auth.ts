// Calls of the login and registration screens (DESIGN.md "Auth").

import { api } from '@/lib/api-client';

export interface AuthUser {
  id: number;
  username: string;
  isAdmin: boolean;
  isSuperAdmin?: boolean;
  createdAt?: string;
  passwordScheme?: string;
}

export interface LoginInput {
  username: string;
  password: string;
}

export interface RegisterInput extends LoginInput {
  registrationKey: string;
}

export function login(input: LoginInput) {
  return api.post<{ token: string; user?: AuthUser }>('/api/auth/login', input);
}

export function register(input: RegisterInput) {
  return api.post<{ user: AuthUser }>('/api/auth/register', input);
}
