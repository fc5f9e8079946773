// The frame of every public screen: skip link, navigation bar, the screen, footer (its words and
// links from the site content, the public visit counter unless the site content hides it). It
// also counts the visit (docs/PRODUCT.md §4) and starts the analytics tag when the owner configured one.
// The footer is never on the first screen: it renders after the first paint (lib/deferred-render).

import type { ComponentChildren } from 'preact';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { VisitCounter } from '@/features/analytics/components/visit-counter';
import { startAnalytics } from '@/features/analytics/gtag';
import { useVisitTracking } from '@/features/analytics/use-visit-tracking';
import { Footer } from '@/features/navigation/components/footer';
import { Navbar } from '@/features/navigation/components/navbar';
import { useSiteContent } from '@/features/site-content/site-content';
import { useSiteData } from '@/features/site-data/site-data';
import { ThemePicker } from '@/features/theme/components/theme-picker';
import { Deferred } from '@/lib/deferred-render';

export function PublicLayout({ children }: { children: ComponentChildren }) {
  const { settings, loading } = useSiteData();
  const content = useSiteContent();
  const faq = content.sections.faq && content.faq.items.length > 0;
  const [location] = useLocation();
  useVisitTracking(location);

  useEffect(() => {
    if (!loading) startAnalytics(settings.analyticsId);
  }, [loading, settings.analyticsId]);

  return (
    <>
      <a
        href="#main"
        class="sr-only z-[60] rounded-full bg-main px-4 py-2 text-sm font-semibold text-on-main focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Navbar siteName={settings.siteName} themePicker={<ThemePicker />} faq={faq} />
      <main id="main" tabIndex={-1} class="overflow-x-clip outline-none">
        {children}
      </main>
      <Deferred>
        <Footer
          siteName={settings.siteName}
          social={content.social}
          legal={content.legal}
          faq={faq}
          visits={content.sections.visitCounter ? <VisitCounter /> : undefined}
        />
      </Deferred>
    </>
  );
}
