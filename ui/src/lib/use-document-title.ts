// Sets document.title while a screen of the admin area is shown, ending with the site's name.

import { useEffect } from 'react';
import { useSiteName } from './use-site-name';

export function useDocumentTitle(title: string): void {
  const siteName = useSiteName();
  useEffect(() => {
    document.title = title ? `${title} | ${siteName}` : siteName;
  }, [title, siteName]);
}
