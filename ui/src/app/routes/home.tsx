// The home page (docs/PRODUCT.md §1): every section in order, fed by the site's data and its content
// (inlined by the server, or fetched); the optional sections an admin hid are left out. A link to
// /#section (from another page or outside) scrolls there on arrival.
// The hero fills the first screen: the sections below it render after the first paint, a few at a
// time (lib/deferred-render), so no single task builds the whole page.

import { useEffect } from 'react';
import { BlogTeaser } from '@/features/blog/components/blog-teaser';
import { ContactSection } from '@/features/contact/components/contact-section';
import { AboutSection } from '@/features/home/components/about-section';
import { ClientLogosSection } from '@/features/home/components/client-logos-section';
import { CtaSection } from '@/features/home/components/cta-section';
import { FaqSection } from '@/features/home/components/faq-section';
import { HeroSection } from '@/features/home/components/hero-section';
import { ProcessSection } from '@/features/home/components/process-section';
import { ServicesSection } from '@/features/home/components/services-section';
import { StatsSection } from '@/features/home/components/stats-section';
import { TestimonialsSection } from '@/features/home/components/testimonials-section';
import { WorkSection } from '@/features/home/components/work-section';
import { useSiteContent } from '@/features/site-content/site-content';
import { useSiteData } from '@/features/site-data/site-data';
import { t } from '@/i18n/page';
import { Deferred } from '@/lib/deferred-render';
import { DELAYED_SCROLL_MS, scrollToSection } from '@/lib/scroll-to-section';
import { usePageMeta } from '@/lib/use-page-meta';
import { PublicLayout } from '../public-layout';

/** A lead came in: told to the analytics tag, whose code is loaded only where it runs. */
const reportConversion = () => void import('@/features/analytics/gtag').then(({ trackConversion }) => trackConversion());

export function HomeRoute() {
  const { settings, services, projects, testimonials, clientLogos, caseStudies, media, loading } = useSiteData();
  const content = useSiteContent();
  const shown = content.sections;
  // The same words the server writes into the page's head (src/site/pages/home.rs), so client-side
  // navigation never changes what search engines were shown.
  const { siteName } = settings;
  usePageMeta(t('home.metaTitle', { siteName }), t('home.metaDescription', { siteName }));

  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    const timer = setTimeout(() => scrollToSection(id), DELAYED_SCROLL_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  // Below the fold, in page order; a hidden section is not rendered at all. The layouts take turns
  // (a strip, a grid, the colour band, the light band, splits) so the page has a rhythm.
  const sections = [
    shown.clientLogos && <ClientLogosSection logos={clientLogos} media={media} loading={loading} />,
    // The showreel plays once: in the hero, unless the hero shows media of its own.
    <WorkSection projects={projects} caseStudies={caseStudies} media={media} loading={loading} showreel={!!content.hero.media} />,
    shown.stats && <StatsSection stats={content.stats} />,
    <ServicesSection services={services} loading={loading} />,
    <ProcessSection process={content.process} />,
    shown.testimonials && <TestimonialsSection testimonials={testimonials} media={media} loading={loading} />,
    <AboutSection about={content.about} media={media} />,
    shown.blogTeaser && <BlogTeaser media={media} />,
    shown.faq && content.faq.items.length > 0 && <FaqSection faq={content.faq} />,
    <CtaSection cta={content.cta} />,
    <ContactSection
      contact={content.contact}
      contactEmail={settings.contactEmail}
      contactPhone={settings.contactPhone}
      onSent={reportConversion}
    />,
  ].filter((section) => section !== false);

  return (
    <PublicLayout>
      <HeroSection siteName={settings.siteName} hero={content.hero} media={media} />
      {sections.map((section, index) => (
        <Deferred key={index}>{section}</Deferred>
      ))}
    </PublicLayout>
  );
}
