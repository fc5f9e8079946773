// The words of the navigation bar and the footer that are not site content, in one place: a
// second language is added here, not hunted through the components.

import type { SectionId } from '@/lib/scroll-to-section';

export const NAV_COPY = {
  /** The home sections' names in the footer's Explore column. */
  sections: {
    home: 'Home',
    services: 'Services',
    work: 'Work',
    about: 'About',
    faq: 'FAQ',
    contact: 'Contact',
  } satisfies Record<SectionId, string>,
  footer: 'Footer',
  explore: 'Explore',
  legal: 'Legal',
  social: 'Social',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  startProject: 'Start a project',
  newTab: ' (opens in a new tab)',
  copyright: (year: number, siteName: string) => `© ${year} ${siteName}. All rights reserved.`,
  madeIn: 'Made in Miami, Florida',
} as const;
