// The home page (SPEC.md §1): every section in order, fed by the site's data (inlined by the
// server, or fetched). A link to /#section (from another page or outside) scrolls there on arrival.
// The hero fills the first screen: the sections below it render after the first paint, a few at a
// time (lib/deferred-render), so no single task builds the whole page.

import { useEffect } from 'react';
import { trackConversion } from '@/features/analytics/gtag';
import { VisitCounter } from '@/features/analytics/components/visit-counter';
import { BlogTeaser } from '@/features/blog/components/blog-teaser';
import { ContactSection } from '@/features/contact/components/contact-section';
import { AboutSection } from '@/features/home/components/about-section';
import { ClientLogosSection } from '@/features/home/components/client-logos-section';
import { CtaSection } from '@/features/home/components/cta-section';
import { HeroSection } from '@/features/home/components/hero-section';
import { ProcessSection } from '@/features/home/components/process-section';
import { ServicesSection } from '@/features/home/components/services-section';
import { StatsSection } from '@/features/home/components/stats-section';
import { TestimonialsSection } from '@/features/home/components/testimonials-section';
import { WorkSection } from '@/features/home/components/work-section';
import { useSiteData } from '@/features/site-data/site-data';
import { Deferred } from '@/lib/deferred-render';
import { DELAYED_SCROLL_MS, scrollToSection } from '@/lib/scroll-to-section';
import { usePageMeta } from '@/lib/use-page-meta';
import { PublicLayout } from '../public-layout';

/** The same words the server writes into the page's head (src/site/pages.rs), so client-side
 * navigation never changes what search engines were shown. */
export const homeDescription = (siteName: string) =>
  `${siteName} is a Miami content creation and social media agency: social media revamps, UGC packages, posting and management, content creation and growth strategy for local businesses.`;

export function HomeRoute() {
  const { settings, services, projects, testimonials, clientLogos, caseStudies, media, loading } = useSiteData();
  usePageMeta(`${settings.siteName} | Content Creation & Social Media Agency in Miami`, homeDescription(settings.siteName));

  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    const timer = setTimeout(() => scrollToSection(id), DELAYED_SCROLL_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  // Below the fold, in page order.
  const sections = [
    <ServicesSection services={services} loading={loading} />,
    <StatsSection />,
    <ProcessSection />,
    <TestimonialsSection testimonials={testimonials} media={media} loading={loading} />,
    <AboutSection />,
    <WorkSection projects={projects} caseStudies={caseStudies} media={media} loading={loading} />,
    <ClientLogosSection logos={clientLogos} media={media} loading={loading} />,
    <BlogTeaser media={media} />,
    <CtaSection />,
    <ContactSection
      contactEmail={settings.contactEmail}
      contactPhone={settings.contactPhone}
      onSent={trackConversion}
      aside={<VisitCounter />}
    />,
  ];

  return (
    <PublicLayout>
      <HeroSection siteName={settings.siteName} />
      {sections.map((section, index) => (
        <Deferred key={index}>{section}</Deferred>
      ))}
    </PublicLayout>
  );
}
