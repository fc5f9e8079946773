// The frame of every public screen: skip link, navigation bar, the screen, footer (its words and
// links from the site content, the public visit counter unless the site content hides it). It
// also counts the visit (docs/PRODUCT.md §4) and starts the analytics tag when the owner configured
// one (its code a chunk of its own, which a site without a measurement id never loads).
// The footer is never on the first screen: it renders after the first paint (lib/deferred-render),
// from a chunk of its own, as does the theme picker, which only an opened menu shows; the first
// load carries neither.
// The language switch leads to this page in each of the site's languages, and a visitor whose
// browser prefers another language the page exists in is offered it (issue #30): a bar over the
// page's foot, loaded after the first paint, so nothing moves.

import type { ComponentChildren } from 'preact';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useVisitTracking } from '@/features/analytics/use-visit-tracking';
import { Navbar } from '@/features/navigation/components/navbar';
import { useSiteContent } from '@/features/site-content/site-content';
import { useSiteData } from '@/features/site-data/site-data';
import { pageLanguage, siteLanguages, t } from '@/i18n/page';
import { type Alternates, languageLinks } from '@/i18n/switch';
import { Deferred } from '@/lib/deferred-render';

/** The footer's chunk, asked for as soon as a public screen renders, so it has arrived when the
 * footer's turn comes (lib/deferred-render) instead of being asked for then. */
let footerChunk: Promise<typeof import('@/features/navigation/components/footer')> | undefined;
const loadFooter = () => (footerChunk ??= import('@/features/navigation/components/footer'));
const Footer = lazy(() => loadFooter().then((module) => ({ default: module.Footer })));
const VisitCounter = lazy(() =>
  import('@/features/analytics/components/visit-counter').then((module) => ({ default: module.VisitCounter })),
);
const ThemePicker = lazy(() =>
  import('@/features/theme/components/theme-picker').then((module) => ({ default: module.ThemePicker })),
);
const LanguageOffer = lazy(() => import('@/features/navigation/components/language-offer'));

/** The theme picker, its place held at its height while its chunk loads (a menu just opened). */
function LazyThemePicker() {
  return (
    <Suspense fallback={<div class="h-[5.75rem]" />}>
      <ThemePicker />
    </Suspense>
  );
}

export interface PublicLayoutProps {
  children: ComponentChildren;
  /** The page's versions, when it names them (an article, a case study; `{}`: in no other
   * language); a page every language has leaves it out. */
  alternates?: Alternates;
}

export function PublicLayout({ children, alternates }: PublicLayoutProps) {
  void loadFooter();
  const { settings, loading } = useSiteData();
  const content = useSiteContent();
  const faq = content.sections.faq && content.faq.items.length > 0;
  const [location] = useLocation();
  const search = useSearch();
  useVisitTracking(location);
  const languages = languageLinks({ pathname: location, search: search && `?${search}`, lang: pageLanguage() }, siteLanguages(), alternates);

  useEffect(() => {
    const id = settings.analyticsId;
    if (!loading && id.trim()) void import('@/features/analytics/gtag').then(({ startAnalytics }) => startAnalytics(id));
  }, [loading, settings.analyticsId]);

  return (
    <>
      <a
        href="#main"
        class="sr-only z-[60] rounded-full bg-main px-4 py-2 text-sm font-semibold text-on-main focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('layout.skipToContent')}
      </a>
      <Navbar siteName={settings.siteName} themePicker={<LazyThemePicker />} languages={languages} faq={faq} />
      <main id="main" tabIndex={-1} class="overflow-x-clip outline-none">
        {children}
      </main>
      <Deferred>
        <Suspense fallback={null}>
          <Footer
            siteName={settings.siteName}
            social={content.social}
            legal={content.legal}
            faq={faq}
            visits={content.sections.visitCounter ? <VisitCounter /> : undefined}
          />
        </Suspense>
      </Deferred>
      {languages.length > 1 && (
        <Deferred>
          <Suspense fallback={null}>
            <LanguageOffer links={languages} alternates={alternates} />
          </Suspense>
        </Deferred>
      )}
    </>
  );
}
