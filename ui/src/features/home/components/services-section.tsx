// Services (SPEC.md §1): one card per active service, each with a 'Learn more' that scrolls to
// the contact form. Also rendered by the admin's Content Preview.

import { ArrowRight } from 'lucide-react';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import { Deferred } from '@/lib/deferred-render';
import { onSectionClick } from '@/lib/scroll-to-section';
import type { Service } from '@/types/content';
import { ServiceIcon } from './service-icon';

export const SERVICES_EMPTY_MESSAGE = 'No services to show yet.';

export function ServicesSection({ services, loading = false }: { services: readonly Service[]; loading?: boolean }) {
  return (
    <section id="services" aria-labelledby="services-heading" class="py-24 sm:py-32">
      <div class="shell">
        <Reveal>
          <SectionHeading
            id="services-heading"
            index="01"
            eyebrow="Services"
            title={
              <>
                Everything your feed needs <span class="text-muted">to grow.</span>
              </>
            }
            intro="Strategy, production and daily management under one roof, built for businesses that want to be the ones people follow."
          />
        </Reveal>

        {services.length === 0 ? (
          <p class="mt-16 rounded-[var(--radius-card)] border border-dashed border-line p-10 text-center text-muted">
            {loading ? 'Loading services…' : SERVICES_EMPTY_MESSAGE}
          </p>
        ) : (
          <ul class="mt-16 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {services.map((service, index) => (
              <Deferred key={service.id}>
                <Reveal as="li" delay={(index % 3) * 90} class="flex">
                  <article class="group relative flex w-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white/[0.02] p-7 transition duration-500 hover:-translate-y-1 hover:border-main/40 hover:bg-white/[0.04] hover:shadow-[0_20px_60px_-30px_var(--glow-color)] sm:p-8">
                    <div class="flex items-start justify-between">
                      <span class="grid size-14 place-items-center rounded-2xl border border-main/25 bg-main/10 text-main-ink transition duration-500 group-hover:bg-main group-hover:text-on-main">
                        <ServiceIcon icon={service.icon} />
                      </span>
                      <span class="font-display text-sm text-muted tabular-nums">{String(index + 1).padStart(2, '0')}</span>
                    </div>
                    <h3 class="mt-10 text-2xl font-semibold tracking-tight text-ink">{service.title}</h3>
                    <p class="mt-3 flex-1 leading-relaxed text-muted">{service.description}</p>
                    <a
                      href="#contact"
                      onClick={onSectionClick('contact')}
                      class="mt-8 inline-flex items-center gap-2 self-start rounded-full text-sm font-semibold text-ink transition hover:text-main-ink focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-main"
                    >
                      Learn more<span class="sr-only"> about {service.title}</span>
                      <ArrowRight size={16} aria-hidden="true" class="transition group-hover:translate-x-1" />
                    </a>
                  </article>
                </Reveal>
              </Deferred>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
