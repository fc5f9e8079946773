// The site's languages for the admin screens (the `languages` setting, from the public settings
// the admin area keeps in its query cache; the Site Settings screen refreshes them after a save).
// Until they answer, or if they fail, the site speaks one language: no screen offers to translate.

import { useQuery } from '@tanstack/react-query';
import { ONE_LANGUAGE, parseLanguages, type SiteLanguages } from './translations';
import { PUBLIC_SETTINGS_PATH } from './use-site-name';

const languagesOf = (body: { settings?: { languages?: unknown } } | undefined) => parseLanguages(body?.settings?.languages);

/** The languages, and whether the settings are still being asked for. */
export function useSiteLanguages(): SiteLanguages & { pending: boolean } {
  const { data, isPending } = useQuery({ queryKey: [PUBLIC_SETTINGS_PATH], select: languagesOf });
  return { ...(data ?? ONE_LANGUAGE), pending: isPending };
}
