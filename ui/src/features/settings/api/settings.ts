// The super admin's site settings (DESIGN.md): GET and partial PATCH of /api/admin/settings.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface SiteSettings {
  siteName: string;
  contactEmail: string;
  contactPhone: string;
  publicUrl: string;
  analyticsId: string;
  timeZone: string;
  registrationKey: string;
}

export type EditableSettings = Omit<SiteSettings, 'registrationKey'>;

export const SETTINGS_PATH = '/api/admin/settings';

export function useSettings() {
  return useQuery({
    queryKey: [SETTINGS_PATH],
    select: (data: unknown) => (data as { settings: SiteSettings }).settings,
  });
}

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<EditableSettings>) =>
      api.patch<{ settings: SiteSettings }>(SETTINGS_PATH, input).then((b) => b.settings),
    onSuccess: (settings) => client.setQueryData([SETTINGS_PATH], { settings }),
  });
}
