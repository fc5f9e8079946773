// Calls of the login and registration screens (docs/DESIGN.md "HTTP contract", Auth).

import { api, type ApiSchema } from '@/lib/api-client';

export type AuthUser = ApiSchema<'UserView'>;

/** The credentials, and the second factor when the account has two-factor sign-in on. */
export type LoginInput = ApiSchema<'LoginInput'>;

export function login(input: LoginInput) {
  return api.post<ApiSchema<'LoginResponse'>>('/api/auth/login', input);
}

export function register(input: ApiSchema<'RegisterInput'>) {
  return api.post<ApiSchema<'UserResponse'>>('/api/auth/register', input);
}
