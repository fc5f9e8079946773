// How we work (SPEC.md §1): the site content's heading and intro beside its numbered steps, each
// with a title and a description.

import { AccentText } from '@/components/ui/accent-text';
import { Reveal } from '@/components/ui/reveal';
import { Eyebrow } from '@/components/ui/section-heading';
import type { Process } from '@/types/site-content';
import { HOME_COPY } from '../copy';

export interface ProcessSectionProps {
  process: Process;
}

export function ProcessSection({ process }: ProcessSectionProps) {
  return (
    <section aria-labelledby="process-heading" class="py-24 sm:py-32">
      <div class="shell grid gap-14 lg:grid-cols-12">
        <Reveal class="lg:col-span-5">
          <div class="lg:sticky lg:top-32">
            <Eyebrow index="02">{HOME_COPY.processEyebrow}</Eyebrow>
            <h2
              id="process-heading"
              class="mt-6 text-[clamp(2.25rem,1.4rem+3.6vw,4.5rem)] leading-[0.98] font-semibold tracking-[-0.035em] text-ink"
            >
              <AccentText text={process.heading} />
            </h2>
            {process.intro && <p class="mt-6 max-w-md text-lg leading-relaxed text-muted">{process.intro}</p>}
          </div>
        </Reveal>
        <ol class="lg:col-span-7">
          {process.steps.map((item, index) => (
            <Reveal
              as="li"
              key={index}
              delay={index * 80}
              class="group grid grid-cols-[3.5rem_1fr] gap-x-6 gap-y-3 sm:grid-cols-[7rem_1fr] border-t border-line py-10 last:border-b sm:gap-x-10"
            >
              <span
                aria-hidden="true"
                class="text-outline font-display text-5xl leading-none font-bold tracking-tight transition duration-500 group-hover:[-webkit-text-stroke-color:var(--main-color)] sm:text-7xl"
              >
                {String(index + 1).padStart(2, '0')}
              </span>
              <div>
                <h3 class="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
                  <span class="sr-only">{HOME_COPY.step(index + 1)}</span>
                  {item.title}
                </h3>
                <p class="mt-3 max-w-lg leading-relaxed text-muted">{item.description}</p>
              </div>
            </Reveal>
          ))}
        </ol>
      </div>
    </section>
  );
}
