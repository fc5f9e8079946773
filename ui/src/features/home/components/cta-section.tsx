// The call-to-action band (SPEC.md §1): the site content's heading and text, and a button
// ('Get Started Now') that scrolls to the contact form.

import { ArrowRight } from 'lucide-react';
import { AccentText } from '@/components/ui/accent-text';
import { Reveal } from '@/components/ui/reveal';
import { onSectionClick } from '@/lib/scroll-to-section';
import type { Cta } from '@/types/site-content';

export interface CtaSectionProps {
  cta: Cta;
}

export function CtaSection({ cta }: CtaSectionProps) {
  return (
    <section aria-labelledby="cta-heading" class="py-12 sm:py-20">
      <div class="shell">
        <Reveal class="relative isolate overflow-hidden rounded-[2rem] bg-main px-6 py-16 text-on-main sm:px-14 sm:py-24">
          <div
            aria-hidden="true"
            class="absolute -top-1/2 -right-1/4 -z-10 size-[42rem] rounded-full bg-[radial-gradient(closest-side,rgba(255,255,255,0.35),transparent)]"
          />
          <div
            aria-hidden="true"
            class="absolute -bottom-40 -left-20 -z-10 size-[28rem] rounded-full border-[48px] border-black/[0.06]"
          />
          <div class="grid gap-10 lg:grid-cols-12 lg:items-end">
            <h2
              id="cta-heading"
              class="text-[clamp(2.5rem,1.5rem+4.4vw,5.75rem)] leading-[0.95] font-semibold tracking-[-0.045em] lg:col-span-8"
            >
              {/* On the band the main colour is the ground: the accent is a quieter ink. */}
              <AccentText text={cta.heading} accent="opacity-70" />
            </h2>
            <div class="flex flex-col gap-6 lg:col-span-4 lg:items-end">
              {cta.text && <p class="max-w-xs text-lg leading-relaxed lg:text-right">{cta.text}</p>}
              <a
                href="#contact"
                onClick={onSectionClick('contact')}
                class="group inline-flex h-14 items-center justify-center gap-2 self-start rounded-full bg-canvas px-8 font-semibold text-ink transition hover:shadow-2xl hover:shadow-black/30 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-canvas lg:self-end"
              >
                {cta.buttonLabel}
                <ArrowRight size={18} aria-hidden="true" class="transition group-hover:translate-x-1" />
              </a>
            </div>
          </div>
        </Reveal>
      </div>
    </section>
  );
}
