// The super admin's calls (DESIGN.md): the admin accounts, and the registration key that lets new
// admins register. Others get 403 from the server.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface AdminUser {
  id: number;
  username: string;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  createdAt: string;
  /** The hash's public parameters (e.g. 'argon2id m=19456,t=2,p=1'); never the hash itself. */
  passwordScheme: string;
}

export const USERS_PATH = '/api/admin/users';
/** Shared with the Site Settings screen through the cache key, not through code. */
export const ADMIN_SETTINGS_PATH = '/api/admin/settings';

/** The spec allows a plain list or a wrapper (SPEC.md §3). */
function usersOf(data: unknown): AdminUser[] {
  if (Array.isArray(data)) return data as AdminUser[];
  return ((data as { users?: AdminUser[] } | undefined)?.users ?? []) as AdminUser[];
}

export function useUsers() {
  return useQuery({ queryKey: [USERS_PATH], select: usersOf });
}

export function useRegistrationKey(enabled: boolean) {
  return useQuery({
    queryKey: [ADMIN_SETTINGS_PATH],
    enabled,
    select: (data: unknown) => (data as { settings?: { registrationKey?: string } }).settings?.registrationKey ?? '',
  });
}

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { username: string; password: string; registrationKey: string }) =>
      api.post<{ user: AdminUser }>('/api/auth/register', input).then((b) => b.user),
    onSuccess: () => client.invalidateQueries({ queryKey: [USERS_PATH] }),
  });
}

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del(`${USERS_PATH}/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: [USERS_PATH] }),
  });
}

export function useRotateRegistrationKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<{ registrationKey: string }>(`${ADMIN_SETTINGS_PATH}/registration-key`).then((b) => b.registrationKey),
    onSuccess: (registrationKey) => {
      client.setQueryData([ADMIN_SETTINGS_PATH], (data: unknown) => {
        const settings = (data as { settings?: object } | undefined)?.settings;
        return settings ? { settings: { ...settings, registrationKey } } : data;
      });
      return client.invalidateQueries({ queryKey: [ADMIN_SETTINGS_PATH] });
    },
  });
}
