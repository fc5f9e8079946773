// Translations (every admin): what is missing or out of date in each other language, from the
// reports of the editors that translate (the content kinds', the case studies', the articles',
// the media library's alt texts and the site content's), each linking to its editor.

import { useCaseStudyTranslationReport } from '@/features/case-studies/translation-report';
import { clientLogosEntity, projectsEntity, servicesEntity, testimonialsEntity } from '@/features/content-admin/entities';
import { useContentTranslationReport } from '@/features/content-admin/translation-report';
import { useMediaTranslationReport } from '@/features/media/translation-report';
import { usePostTranslationReport } from '@/features/posts/translation-report';
import { useSiteContentTranslationReport } from '@/features/site-content/translation-report';
import { type ReportSource, TranslationsView } from '@/features/translations/components/translations-view';

// In the sidebar's order.
const SOURCES: readonly ReportSource[] = [
  (lang) => useContentTranslationReport(servicesEntity, lang),
  (lang) => useContentTranslationReport(projectsEntity, lang),
  useCaseStudyTranslationReport,
  (lang) => useContentTranslationReport(testimonialsEntity, lang),
  (lang) => useContentTranslationReport(clientLogosEntity, lang),
  usePostTranslationReport,
  useMediaTranslationReport,
  useSiteContentTranslationReport,
];

export default function TranslationsRoute() {
  return <TranslationsView sources={SOURCES} />;
}
