// The super admin's calls (docs/DESIGN.md): the admin accounts, and the registration key that lets new
// admins register. Others get 403 from the server.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiSchema } from '@/lib/api-client';
import { useRefetch } from '@/lib/query-client';

export type AdminUser = ApiSchema<'UserView'>;
type SettingsResponse = ApiSchema<'SettingsResponse'>;

export const USERS_PATH = '/api/admin/users';
/** Shared with the Site Settings screen through the cache key, not through code. */
export const ADMIN_SETTINGS_PATH = '/api/admin/settings';

export function useUsers() {
  return useQuery({ queryKey: [USERS_PATH], select: (data: ApiSchema<'UserList'>) => data.users });
}

export function useRegistrationKey(enabled: boolean) {
  return useQuery({
    queryKey: [ADMIN_SETTINGS_PATH],
    enabled,
    select: (data: SettingsResponse) => data.settings.registrationKey,
  });
}

export function useCreateUser() {
  const refetch = useRefetch(USERS_PATH);
  return useMutation({
    mutationFn: (input: ApiSchema<'RegisterInput'>) =>
      api.post<ApiSchema<'UserResponse'>>('/api/auth/register', input).then((b) => b.user),
    onSuccess: refetch,
  });
}

export function useDeleteUser() {
  const refetch = useRefetch(USERS_PATH);
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) => api.del(`${USERS_PATH}/${id}`, undefined, { ifMatch: version }),
    onSettled: refetch,
  });
}

export function useRotateRegistrationKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<ApiSchema<'RegistrationKey'>>(`${ADMIN_SETTINGS_PATH}/registration-key`).then((b) => b.registrationKey),
    onSuccess: (registrationKey) => {
      client.setQueryData<SettingsResponse>([ADMIN_SETTINGS_PATH], (data) =>
        data && { settings: { ...data.settings, registrationKey } },
      );
      return client.invalidateQueries({ queryKey: [ADMIN_SETTINGS_PATH] });
    },
  });
}
