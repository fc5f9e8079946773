// Client stories (docs/PRODUCT.md §1): the active testimonials, each a large quote with its author. Phones
// swipe through them (each story focusable, so a keyboard brings it into view); wide screens see
// two side by side. Also rendered by the admin's Content Preview.

import { MediaImage } from '@/components/ui/media-image';
import { Reveal } from '@/components/ui/reveal';
import { Eyebrow, SECTION_TITLE } from '@/components/ui/section-heading';
import { t } from '@/i18n/page';
import type { Testimonial } from '@/types/content';
import type { MediaMap } from '@/types/media';
import { CardRow } from './card-row';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

export function TestimonialsSection({
  testimonials,
  media = {},
  loading = false,
}: {
  testimonials: readonly Testimonial[];
  media?: MediaMap;
  loading?: boolean;
}) {
  return (
    <section aria-labelledby="testimonials-heading" class="relative isolate overflow-clip py-14 sm:py-24">
      {/* A giant quotation mark behind the heading: decoration. */}
      <span
        aria-hidden="true"
        class="text-outline pointer-events-none absolute -top-10 right-[4%] -z-10 font-display text-[16rem] leading-none font-bold select-none sm:text-[22rem]"
      >
        “
      </span>
      <div class="shell">
        <Reveal as="header" class="grid gap-5 lg:grid-cols-12 lg:items-end">
          <div class="lg:col-span-7">
            <Eyebrow>{t('home.testimonialsEyebrow')}</Eyebrow>
            <h2 id="testimonials-heading" class={`mt-5 text-ink ${SECTION_TITLE}`}>
              {t('home.testimonialsTitle')}
            </h2>
          </div>
          <p class="max-w-md text-base leading-relaxed sm:text-lg text-muted lg:col-span-5 lg:justify-self-end">
            {t('home.testimonialsIntro')}
          </p>
        </Reveal>
        <CardRow
          label={t('home.testimonialsList')}
          buttons={{ previous: t('home.previousStory'), next: t('home.nextStory') }}
          class="lg:grid lg:grid-cols-2 lg:gap-6"
          empty={testimonials.length === 0 && (loading ? t('home.testimonialsLoading') : t('home.testimonialsEmpty'))}
        >
          {testimonials.map((item) => (
            <li
              key={item.id}
              tabIndex={0}
              class="flex rounded-[1.75rem] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-main"
            >
              <figure class="flex w-full flex-col justify-between gap-6 rounded-[1.75rem] border border-line bg-gradient-to-b from-white/[0.05] to-white/[0.01] p-6 sm:p-10">
                <blockquote class="font-display text-lg leading-snug font-medium tracking-tight text-ink sm:text-[1.75rem]">
                  <p>“{item.quote}”</p>
                </blockquote>
                <figcaption class="flex items-center gap-4 border-t border-line pt-6">
                  {item.avatar ? (
                    <MediaImage
                      src={item.avatar}
                      info={media[item.avatar]}
                      alt=""
                      width={56}
                      height={56}
                      sizes="56px"
                      themed
                      class="size-12 rounded-full border border-line object-cover sm:size-14"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      class="grid size-12 place-items-center rounded-full bg-main font-display font-semibold text-on-main sm:size-14"
                    >
                      {initials(item.name)}
                    </span>
                  )}
                  <span class="flex flex-col">
                    <span class="font-semibold text-ink">{item.name}</span>
                    <span class="text-sm text-muted">
                      {item.position}, {item.company}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </CardRow>
      </div>
    </section>
  );
}
