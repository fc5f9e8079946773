// Calls of the login and registration screens (DESIGN.md "Auth").

import { api, type ApiSchema } from '@/lib/api-client';

export type AuthUser = ApiSchema<'UserView'>;

export function login(input: ApiSchema<'LoginInput'>) {
  return api.post<ApiSchema<'LoginResponse'>>('/api/auth/login', input);
}

export function register(input: ApiSchema<'RegisterInput'>) {
  return api.post<ApiSchema<'UserResponse'>>('/api/auth/register', input);
}
