// How we work (SPEC.md §1): four numbered steps, each with a title and a description.

import { Reveal } from '@/components/ui/reveal';
import { Eyebrow } from '@/components/ui/section-heading';

export const PROCESS_STEPS = [
  {
    title: 'Discovery',
    description:
      'We audit your accounts, your competitors and your customers, and find what makes your business worth following.',
  },
  {
    title: 'Strategy',
    description:
      'Content pillars, formats, a posting calendar and the numbers we will be held to, agreed before anything is shot.',
  },
  {
    title: 'Execution',
    description:
      'Our Miami crew and creators shoot, edit and publish on schedule, and we manage your community every day.',
  },
  {
    title: 'Optimization',
    description:
      'Monthly reports show what worked. We double down on the winners and cut whatever does not earn its place.',
  },
] as const;

export function ProcessSection() {
  return (
    <section aria-labelledby="process-heading" class="py-24 sm:py-32">
      <div class="shell grid gap-14 lg:grid-cols-12">
        <Reveal class="lg:col-span-5">
          <div class="lg:sticky lg:top-32">
            <Eyebrow index="02">Process</Eyebrow>
            <h2
              id="process-heading"
              class="mt-6 text-[clamp(2.25rem,1.4rem+3.6vw,4.5rem)] leading-[0.98] font-semibold tracking-[-0.035em] text-ink"
            >
              From first call to <span class="text-main-ink">compounding</span> growth.
            </h2>
            <p class="mt-6 max-w-md text-lg leading-relaxed text-muted">
              A simple, repeatable way of working: no mystery retainers, just clear steps and results you can read.
            </p>
          </div>
        </Reveal>
        <ol class="lg:col-span-7">
          {PROCESS_STEPS.map((item, index) => (
            <Reveal
              as="li"
              key={item.title}
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
                  <span class="sr-only">Step {index + 1}: </span>
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
