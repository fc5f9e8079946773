// How we work (docs/PRODUCT.md §1): the site content's heading and intro beside its numbered steps, each
// with a title and a description.

import { AccentText } from '@/components/ui/accent-text';
import { Reveal } from '@/components/ui/reveal';
import { Eyebrow, SECTION_TITLE } from '@/components/ui/section-heading';
import { t } from '@/i18n/page';
import type { Process } from '@/types/site-content';

export interface ProcessSectionProps {
  process: Process;
}

export function ProcessSection({ process }: ProcessSectionProps) {
  return (
    <section aria-labelledby="process-heading" class="py-14 sm:py-24">
      <div class="shell grid gap-10 lg:grid-cols-12 lg:gap-14">
        <Reveal class="lg:col-span-5">
          <div class="lg:sticky lg:top-32">
            <Eyebrow>{t('home.processEyebrow')}</Eyebrow>
            <h2 id="process-heading" class={`mt-5 text-ink ${SECTION_TITLE}`}>
              <AccentText text={process.heading} />
            </h2>
            {process.intro && <p class="mt-5 max-w-md text-base leading-relaxed sm:text-lg text-muted">{process.intro}</p>}
          </div>
        </Reveal>
        <ol class="grid sm:grid-cols-2 sm:gap-x-8 lg:col-span-7 lg:block">
          {process.steps.map((item, index) => (
            <Reveal
              as="li"
              key={index}
              delay={index * 80}
              class="group grid grid-cols-[2.75rem_1fr] gap-x-3 border-t border-line py-5 lg:grid-cols-[7rem_1fr] lg:gap-x-10 lg:py-10 lg:last:border-b"
            >
              {/* Outlined where it is large; a phone's smaller figure is solid, to stay legible. */}
              <span
                aria-hidden="true"
                class="font-display text-3xl leading-none font-bold tracking-tight text-muted transition duration-500 group-hover:[-webkit-text-stroke-color:var(--main-color)] lg:text-outline lg:text-7xl"
              >
                {String(index + 1).padStart(2, '0')}
              </span>
              <div>
                <h3 class="text-xl font-semibold tracking-tight text-ink lg:text-3xl">
                  <span class="sr-only">{t('home.step', { number: index + 1 })}</span>
                  {item.title}
                </h3>
                <p class="mt-1.5 max-w-lg text-[15px] leading-relaxed text-muted lg:mt-3 lg:text-base">{item.description}</p>
              </div>
            </Reveal>
          ))}
        </ol>
      </div>
    </section>
  );
}
