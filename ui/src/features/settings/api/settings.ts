// The super admin's site settings (docs/DESIGN.md): GET and partial PATCH of /api/admin/settings,
// the PATCH based on the settings' version (If-Match).

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiSchema } from '@/lib/api-client';
import { PUBLIC_SETTINGS_PATH } from '@/lib/use-site-name';

/** The settings with their version (one for all of them). */
export type Settings = ApiSchema<'StoredSettings'>;
/** What the form edits: every setting but the registration key, which is only ever replaced. */
export type EditableSettings = Omit<Settings, 'registrationKey' | 'version'>;
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
    mutationFn: ({ input, version }: { input: ApiSchema<'SettingsInput'>; version: number }) =>
      api.patch<SettingsResponse>(SETTINGS_PATH, input, { ifMatch: version }).then((b) => b.settings),
    onSuccess: (settings) => {
      client.setQueryData<SettingsResponse>([SETTINGS_PATH], { settings });
      // The public settings (the site's name in the header and titles) follow the save.
      void client.invalidateQueries({ queryKey: [PUBLIC_SETTINGS_PATH] });
    },
  });
}
