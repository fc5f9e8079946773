// The site's name for the admin area (its header, the login and registration, tab titles): the
// public settings (GET /api/settings), asked once and kept in the admin query cache, which the
// Site Settings screen refreshes after a save. The built-in name shows until they answer. Only
// admin chunks import this module (it brings TanStack Query).

import { useQuery } from '@tanstack/react-query';
import { SITE_DEFAULTS } from '@/config/constants';
import { queryClient } from './query-client';

/** The public settings' query key, shared with every admin screen that reads them. */
export const PUBLIC_SETTINGS_PATH = '/api/settings';

/** The site name in a GET /api/settings answer; empty when it has none. */
export function siteNameOf(body: unknown): string {
  const settings = typeof body === 'object' && body !== null ? (body as { settings?: unknown }).settings : undefined;
  const name = typeof settings === 'object' && settings !== null ? (settings as { siteName?: unknown }).siteName : undefined;
  return typeof name === 'string' ? name.trim() : '';
}

export function useSiteName(): string {
  // The client is named: the login and registration screens render outside the admin provider.
  const { data } = useQuery({ queryKey: [PUBLIC_SETTINGS_PATH], select: siteNameOf }, queryClient);
  return data || SITE_DEFAULTS.siteName;
}
