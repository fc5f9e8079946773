// The call-to-action band (docs/PRODUCT.md §1): the site content's heading set large over the grid, its
// text, and a button ('Get Started Now') that scrolls to the contact form.

import { ArrowRight } from 'lucide-react';
import { AccentText } from '@/components/ui/accent-text';
import { buttonClasses } from '@/components/ui/button';
import { Reveal } from '@/components/ui/reveal';
import { onSectionClick } from '@/lib/scroll-to-section';
import type { Cta } from '@/types/site-content';

export interface CtaSectionProps {
  cta: Cta;
}

export function CtaSection({ cta }: CtaSectionProps) {
  return (
    <section aria-labelledby="cta-heading" class="bg-depth relative isolate overflow-clip border-y border-line py-20 sm:py-28">
      <Reveal class="shell">
        <h2
          id="cta-heading"
          class="max-w-5xl text-[clamp(2.5rem,1.3rem+5vw,6.25rem)] leading-[0.95] font-bold tracking-[-0.045em] text-ink"
        >
          <AccentText text={cta.heading} />
        </h2>
        <div class="mt-8 flex flex-col gap-6 sm:mt-12 sm:flex-row sm:items-center sm:justify-between">
          {cta.text && <p class="max-w-md text-lg leading-relaxed text-muted">{cta.text}</p>}
          <a href="#contact" onClick={onSectionClick('contact')} class={buttonClasses('primary', 'lg', 'group self-start sm:self-auto')}>
            {cta.buttonLabel}
            <ArrowRight size={18} aria-hidden="true" class="transition group-hover:translate-x-1" />
          </a>
        </div>
      </Reveal>
    </section>
  );
}
