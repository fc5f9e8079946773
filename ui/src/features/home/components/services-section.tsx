// Services (docs/PRODUCT.md §1): the page's light band, one card per active service, each with a link to
// the contact form that says what it leads to ('Get a proposal'). Phones swipe through the cards;
// wide screens see them in three columns. Also rendered by the admin's Content Preview.

import { ArrowRight } from 'lucide-react';
import { AccentText } from '@/components/ui/accent-text';
import { Reveal } from '@/components/ui/reveal';
import { Eyebrow, SECTION_TITLE } from '@/components/ui/section-heading';
import { t } from '@/i18n/page';
import { onSectionClick } from '@/lib/scroll-to-section';
import type { Service } from '@/types/content';
import { CardRow } from './card-row';
import { ServiceIcon } from './service-icon';

export function ServicesSection({ services, loading = false }: { services: readonly Service[]; loading?: boolean }) {
  return (
    <section id="services" aria-labelledby="services-heading" class="bg-paper py-14 text-canvas sm:py-24">
      <div class="shell">
        <Reveal as="header" class="grid gap-5 lg:grid-cols-12 lg:items-end lg:gap-6">
          <div class="lg:col-span-7">
            <Eyebrow class="text-canvas/70">{t('section.services')}</Eyebrow>
            <h2 id="services-heading" class={`mt-5 ${SECTION_TITLE}`}>
              <AccentText text={t('home.servicesTitle')} accent="underline decoration-main decoration-[0.1em] underline-offset-[0.12em]" />
            </h2>
          </div>
          <p class="max-w-md text-base leading-relaxed sm:text-lg text-canvas/75 lg:col-span-5 lg:justify-self-end">{t('home.servicesIntro')}</p>
        </Reveal>

        <CardRow
          label={t('section.services')}
          buttons={{ previous: t('home.previousService'), next: t('home.nextService') }}
          light
          class="lg:grid lg:grid-cols-3 lg:gap-5"
          empty={services.length === 0 && (loading ? t('home.servicesLoading') : t('home.servicesEmpty'))}
        >
          {services.map((service, index) => (
            <li key={service.id} class="flex">
              <article class="group flex w-full flex-col rounded-[var(--radius-card)] border border-canvas/10 bg-white/70 p-6 transition duration-500 hover:-translate-y-1 hover:bg-white hover:shadow-[0_24px_60px_-36px_rgba(11,13,16,0.45)] sm:p-8">
                <div class="flex items-start justify-between">
                  <span class="grid size-12 place-items-center rounded-2xl bg-main text-on-main">
                    <ServiceIcon icon={service.icon} />
                  </span>
                  <span aria-hidden="true" class="font-display text-sm text-canvas/60 tabular-nums">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                </div>
                <h3 class="mt-8 text-2xl font-semibold tracking-tight">{service.title}</h3>
                <p class="mt-3 flex-1 leading-relaxed text-canvas/75">{service.description}</p>
                <a
                  href="#contact"
                  onClick={onSectionClick('contact')}
                  class="mt-7 inline-flex items-center gap-2 self-start rounded-full text-sm font-semibold underline decoration-main decoration-2 underline-offset-[6px] transition hover:decoration-canvas focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-canvas"
                >
                  {t('home.getProposal')}
                  <span class="sr-only"> {t('home.forService', { title: service.title })}</span>
                  <ArrowRight size={16} aria-hidden="true" class="transition group-hover:translate-x-1" />
                </a>
              </article>
            </li>
          ))}
        </CardRow>
      </div>
    </section>
  );
}
