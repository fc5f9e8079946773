// How search engines get a case study's page, for the editor's SEO panel: the page's title as the
// server writes it (src/site/work.rs, `head_title`), its address, and what stands in for an
// empty field.

import type { SeoPageKind } from '@/lib/seo';

export const CASE_STUDY_SEO: SeoPageKind = {
  section: 'work',
  title: (seoTitle, title, siteName) => `${seoTitle.trim() || `${title.trim()}: case study`} | ${siteName}`,
  titleFallback: 'the project’s title',
  descriptionFallback: 'the project’s description',
  descriptionMissing: 'Write an SEO description, or give the project a description: search engines show it here.',
};
