// Questions prospective clients ask (issue #16): the site content's FAQ as native disclosures, so
// each answer opens with a click, Enter or Space and screen readers announce it as expanded or
// collapsed. The server makes the page's FAQPage JSON-LD from the same entries. (A flex summary
// has no list marker; Safari's own marker is hidden.)

import { AccentText } from '@/components/ui/accent-text';
import { Reveal } from '@/components/ui/reveal';
import { Eyebrow, SECTION_TITLE } from '@/components/ui/section-heading';
import { t } from '@/i18n/page';
import type { Faq } from '@/types/site-content';

export interface FaqSectionProps {
  faq: Faq;
}

export function FaqSection({ faq }: FaqSectionProps) {
  return (
    <section id="faq" aria-labelledby="faq-heading" class="py-14 sm:py-24">
      <div class="shell grid gap-8 lg:grid-cols-12 lg:gap-14">
        <Reveal class="lg:col-span-5">
          <div class="lg:sticky lg:top-32">
            <Eyebrow>{t('section.faq')}</Eyebrow>
            <h2 id="faq-heading" class={`mt-5 text-ink ${SECTION_TITLE}`}>
              <AccentText text={faq.heading} />
            </h2>
          </div>
        </Reveal>
        <Reveal delay={100} class="lg:col-span-7">
          {faq.items.map((item, index) => (
            <details key={index} class="group border-t border-line last:border-b">
              <summary class="flex cursor-pointer items-start justify-between gap-6 rounded-lg py-5 font-display text-lg leading-snug font-semibold tracking-tight text-ink transition-colors hover:text-main-ink focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-main sm:py-6 sm:text-2xl [&::-webkit-details-marker]:hidden">
                {item.question}
                {/* A plus that turns into a cross when the answer is open. */}
                <span
                  aria-hidden="true"
                  class="mt-0.5 grid size-9 shrink-0 place-items-center rounded-full border border-line font-sans text-xl leading-none font-normal text-main-ink transition group-open:rotate-45 group-open:border-main"
                >
                  +
                </span>
              </summary>
              <p class="max-w-2xl pb-6 text-lg leading-relaxed text-muted sm:pb-8">{item.answer}</p>
            </details>
          ))}
        </Reveal>
      </div>
    </section>
  );
}
