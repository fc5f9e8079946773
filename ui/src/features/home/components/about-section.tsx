// About the agency and its team (docs/PRODUCT.md §1): the site content's heading, paragraphs and values,
// and the founder's card (photo, name, position and profiles) when a founder is named.

import { AccentText } from '@/components/ui/accent-text';
import { MediaImage } from '@/components/ui/media-image';
import { Reveal } from '@/components/ui/reveal';
import { Eyebrow, SECTION_TITLE } from '@/components/ui/section-heading';
import { NETWORK_NAMES, SocialIcon } from '@/components/ui/social-icons';
import { t } from '@/i18n/page';
import type { MediaMap } from '@/types/media';
import type { About, Founder } from '@/types/site-content';

export interface AboutSectionProps {
  about: About;
  /** The library files the page shows (the founder's photo may be one). */
  media?: MediaMap;
}

/** The text's paragraphs: blocks separated by a blank line. */
export const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);

export function AboutSection({ about, media = {} }: AboutSectionProps) {
  return (
    <section id="about" aria-labelledby="about-heading" class="py-14 sm:py-24">
      <div class="shell grid gap-10 lg:grid-cols-12 lg:gap-16">
        <Reveal class="lg:order-2 lg:col-span-7">
          <Eyebrow>{t('section.about')}</Eyebrow>
          <h2 id="about-heading" class={`mt-5 text-ink ${SECTION_TITLE}`}>
            <AccentText text={about.heading} accent="text-muted" />
          </h2>
          <div class="mt-6 grid max-w-2xl gap-4 text-base leading-relaxed sm:text-lg text-muted">
            {paragraphs(about.body).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          {about.values.length > 0 && (
            <dl class="mt-8 grid gap-x-6 gap-y-4 border-t border-line pt-6 sm:mt-10 sm:grid-cols-3 sm:pt-8">
              {about.values.map(({ title, text }, index) => (
                <div key={index}>
                  <dt class="font-display text-lg font-semibold text-ink">{title}</dt>
                  <dd class="mt-1 text-sm leading-relaxed text-muted">{text}</dd>
                </div>
              ))}
            </dl>
          )}
        </Reveal>

        {about.founder.name && (
          <Reveal delay={150} class="lg:order-1 lg:col-span-5">
            <h3 class="sr-only">{t('home.team')}</h3>
            <FounderCard founder={about.founder} media={media} />
          </Reveal>
        )}
      </div>
    </section>
  );
}

/** A phone sees the founder as a row (portrait beside the name); wide screens a tall portrait with
 * the name over its foot. */
function FounderCard({ founder: { name, position, photo, links }, media }: { founder: Founder; media: MediaMap }) {
  const info = photo ? media[photo] : undefined;
  return (
    <figure class="group relative flex items-center gap-5 overflow-hidden rounded-[1.75rem] border border-line bg-surface p-3 lg:block lg:p-0">
      <div class="size-24 shrink-0 overflow-hidden rounded-2xl lg:size-auto lg:rounded-none">
        {photo && info?.kind !== 'video' ? (
          <MediaImage
            src={photo}
            alt={position ? t('home.founderPortraitWithPosition', { name, position }) : t('home.founderPortrait', { name })}
            info={info}
            width={256}
            height={256}
            sizes="(min-width: 1024px) 460px, 96px"
            themed
            class="aspect-square size-full object-cover transition duration-700 group-hover:scale-[1.03] lg:aspect-[4/5]"
          />
        ) : (
          // No photo: the initials on the card's own surface, the same shape.
          <div
            aria-hidden="true"
            class="bg-depth text-outline grid aspect-square size-full place-items-center font-display text-3xl font-bold lg:aspect-[4/5] lg:text-7xl"
          >
            {name
              .split(/\s+/)
              .slice(0, 2)
              .map((word) => word[0])
              .join('')}
          </div>
        )}
      </div>
      <figcaption class="flex min-w-0 flex-1 items-end justify-between gap-4 lg:absolute lg:inset-x-0 lg:bottom-0 lg:bg-gradient-to-t lg:from-canvas lg:via-canvas/80 lg:to-transparent lg:p-6 lg:pt-24">
        <span class="flex flex-col">
          <span class="font-display text-xl font-semibold tracking-tight text-ink lg:text-2xl">{name}</span>
          {position && <span class="text-sm text-ink/75">{position}</span>}
        </span>
        {links.length > 0 && (
          <ul class="flex flex-wrap justify-end gap-2" aria-label={t('home.founderProfiles', { name })}>
            {links.map(({ network, url }) => (
              <li key={network}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('home.founderOn', { name, network: NETWORK_NAMES[network] })}
                  class="grid size-10 place-items-center rounded-full border border-white/15 bg-canvas/60 text-ink backdrop-blur transition hover:border-main hover:text-main-ink focus-visible:outline-2 focus-visible:outline-main"
                >
                  <SocialIcon network={network} size={16} />
                </a>
              </li>
            ))}
          </ul>
        )}
      </figcaption>
    </figure>
  );
}
