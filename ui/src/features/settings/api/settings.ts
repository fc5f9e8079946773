// The super admin's site settings (docs/DESIGN.md): GET and partial PATCH of /api/admin/settings.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiSchema } from '@/lib/api-client';
import { PUBLIC_SETTINGS_PATH } from '@/lib/use-site-name';

export type Settings = ApiSchema<'Settings'>;
/** What the form edits: every setting but the registration key, which is only ever replaced. */
export type EditableSettings = Omit<Settings, 'registrationKey'>;
type SettingsResponse = ApiSchema<'SettingsResponse'>;

export const SETTINGS_PATH = '/api/admin/settings';

export function useSettings() {
  return useQuery({
    queryKey: [SETTINGS_PATH],
    select: (data: SettingsResponse) => data.settings,
  });
}

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiSchema<'SettingsInput'>) =>
      api.patch<SettingsResponse>(SETTINGS_PATH, input).then((b) => b.settings),
    onSuccess: (settings) => {
      client.setQueryData<SettingsResponse>([SETTINGS_PATH], { settings });
      // The public settings (the site's name in the header and titles) follow the save.
      void client.invalidateQueries({ queryKey: [PUBLIC_SETTINGS_PATH] });
    },
  });
}
