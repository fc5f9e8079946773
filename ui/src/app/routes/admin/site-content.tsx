// Site Content (every admin; issue #16): the site content's forms, given the media library's
// picker for pictures, the editors' Markdown editor (with the library's images) for the legal
// pages, the history feature's History of each section, and the public site's own sections for the
// live preview, drawn with the form's unsaved values, the site's name and contact details, and the
// library files the site uses.

import { useQuery } from '@tanstack/react-query';
import type { ControlProps } from '@/components/ui/field';
import { ContactSection } from '@/features/contact/components/contact-section';
import { AboutSection } from '@/features/home/components/about-section';
import { CtaSection } from '@/features/home/components/cta-section';
import { FaqSection } from '@/features/home/components/faq-section';
import { HistoryButton } from '@/features/history/components/history-button';
import { HeroSection } from '@/features/home/components/hero-section';
import { ProcessSection } from '@/features/home/components/process-section';
import { StatsSection } from '@/features/home/components/stats-section';
import { ImageUrlInput } from '@/features/media/components/image-url-input';
import { MediaPickerDialog } from '@/features/media/components/media-picker-dialog';
import { Footer } from '@/features/navigation/components/footer';
import { MarkdownEditor } from '@/components/editor/markdown-editor';
import type { Controls } from '@/features/site-content/components/form-context';
import { type PreviewRenderer, SiteContentEditor } from '@/features/site-content/components/site-content-editor';
import { parseMediaMap, parseSettings } from '@/features/site-data/site-data';

function MarkdownInput(props: { control: ControlProps; value: string; onChange: (value: string) => void; narrow?: boolean }) {
  return <MarkdownEditor {...props} imagePicker={MediaPickerDialog} />;
}

const CONTROLS: Controls = { mediaInput: ImageUrlInput, markdownInput: MarkdownInput, history: HistoryButton };

export default function SiteContentRoute() {
  const settings = useQuery({
    queryKey: ['/api/settings'],
    select: (data: { settings?: unknown }) => parseSettings(data.settings),
  });
  // The public map of the library files the site uses (the hero's video, the founder's photo);
  // a file picked but not saved yet is drawn from its address.
  const media = useQuery({ queryKey: ['/api/media'], select: (data: { media?: unknown }) => parseMediaMap(data.media) });
  const site = settings.data ?? parseSettings(undefined);

  const preview: PreviewRenderer = (form, content) => {
    switch (form) {
      case 'hero':
        return <HeroSection siteName={site.siteName} hero={content.hero} media={media.data} />;
      case 'stats':
        return <StatsSection stats={content.stats} />;
      case 'process':
        return <ProcessSection process={content.process} />;
      case 'about':
        return <AboutSection about={content.about} media={media.data} />;
      case 'faq':
        return <FaqSection faq={content.faq} />;
      case 'cta':
        return <CtaSection cta={content.cta} />;
      case 'contact':
        return <ContactSection contact={content.contact} contactEmail={site.contactEmail} contactPhone={site.contactPhone} />;
      case 'social':
        return (
          <Footer
            siteName={site.siteName}
            social={content.social}
            legal={{ privacy: !!content.legal.privacyMarkdown.trim(), terms: !!content.legal.termsMarkdown.trim() }}
            faq={content.sections.faq}
          />
        );
      default:
        // The legal pages have the Markdown editor's own preview; the switches have none.
        return null;
    }
  };

  return <SiteContentEditor controls={CONTROLS} preview={preview} />;
}
