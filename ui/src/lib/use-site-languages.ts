// The site's languages for the admin screens (the `languages` setting, from the public settings
// the admin area keeps in its query cache; the Site Settings screen refreshes them after a save).
// Until they answer, or if they fail, the site speaks one language: no screen offers to translate.

import { useQuery } from '@tanstack/react-query';
import { parseLanguages, type SiteLanguages, ONE_LANGUAGE } from './translations';
import { PUBLIC_SETTINGS_PATH } from './use-site-name';

const languagesOf = (body: { settings?: { languages?: unknown } } | undefined) => parseLanguages(body?.settings?.languages);

export function useSiteLanguages(): SiteLanguages {
  const { data } = useQuery({ queryKey: [PUBLIC_SETTINGS_PATH], select: languagesOf });
  return data ?? ONE_LANGUAGE;
}
