// Sets document.title while a screen is shown.

import { useEffect } from 'react';
import { SITE_DEFAULTS } from '@/config/constants';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_DEFAULTS.siteName}` : SITE_DEFAULTS.siteName;
  }, [title]);
}
