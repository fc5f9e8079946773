// Client stories (SPEC.md §1): the active testimonials, each a quote with its author. Also
// rendered by the admin's Content Preview.

import { Quote } from 'lucide-react';
import { MediaImage } from '@/components/ui/media-image';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import { Deferred } from '@/lib/deferred-render';
import type { Testimonial } from '@/types/content';
import type { MediaMap } from '@/types/media';

export const TESTIMONIALS_EMPTY_MESSAGE = 'No client stories to show yet.';

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
    <section aria-labelledby="testimonials-heading" class="py-24 sm:py-32">
      <div class="shell">
        <Reveal>
          <SectionHeading
            id="testimonials-heading"
            index="03"
            eyebrow="Testimonials"
            title="Client stories"
            intro="Restaurants, hotels, studios and shops across Miami, in their own words."
          />
        </Reveal>
        {testimonials.length === 0 ? (
          <p class="mt-16 rounded-[var(--radius-card)] border border-dashed border-line p-10 text-center text-muted">
            {loading ? 'Loading client stories…' : TESTIMONIALS_EMPTY_MESSAGE}
          </p>
        ) : (
          <ul class="mt-16 grid gap-4 lg:grid-cols-2">
            {testimonials.map((item, index) => (
              <Deferred key={item.id}>
                <Reveal as="li" delay={index * 120} class="flex">
                  <figure class="relative flex w-full flex-col justify-between gap-10 overflow-hidden rounded-[1.75rem] border border-line bg-gradient-to-b from-white/[0.04] to-white/[0.01] p-8 sm:p-10">
                    <Quote aria-hidden="true" size={40} strokeWidth={1.4} class="text-main-ink" />
                    <blockquote class="font-display text-xl leading-snug font-medium tracking-tight text-ink sm:text-2xl">
                      <p>“{item.quote}”</p>
                    </blockquote>
                    <figcaption class="flex items-center gap-4">
                      {item.avatar ? (
                        <MediaImage
                          src={item.avatar}
                          info={media[item.avatar]}
                          alt=""
                          width={56}
                          height={56}
                          sizes="56px"
                          themed
                          class="size-14 rounded-full border border-line object-cover"
                        />
                      ) : (
                        <span
                          aria-hidden="true"
                          class="grid size-14 place-items-center rounded-full bg-main/15 font-display font-semibold text-main-ink"
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
                </Reveal>
              </Deferred>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
