// About the agency and its team (SPEC.md §1): the site content's heading, paragraphs and values,
// and the founder's card (photo, name, position and profiles) when a founder is named.

import { AccentText } from '@/components/ui/accent-text';
import { MediaImage } from '@/components/ui/media-image';
import { Reveal } from '@/components/ui/reveal';
import { Eyebrow } from '@/components/ui/section-heading';
import { NETWORK_NAMES, SocialIcon } from '@/components/ui/social-icons';
import type { MediaMap } from '@/types/media';
import type { About, Founder } from '@/types/site-content';
import { HOME_COPY } from '../copy';

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
    <section id="about" aria-labelledby="about-heading" class="py-24 sm:py-32">
      <div class="shell grid gap-16 lg:grid-cols-12 lg:gap-10">
        <Reveal class="lg:col-span-7">
          <Eyebrow index="04">{HOME_COPY.aboutEyebrow}</Eyebrow>
          <h2
            id="about-heading"
            class="mt-6 text-[clamp(2.25rem,1.4rem+3.6vw,4.5rem)] leading-[0.98] font-semibold tracking-[-0.035em] text-ink"
          >
            <AccentText text={about.heading} accent="text-muted" />
          </h2>
          <div class="mt-8 grid max-w-2xl gap-5 text-lg leading-relaxed text-muted">
            {paragraphs(about.body).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          {about.values.length > 0 && (
            <dl class="mt-12 grid gap-6 border-t border-line pt-10 sm:grid-cols-3">
              {about.values.map(({ title, text }, index) => (
                <div key={index}>
                  <dt class="font-display text-lg font-semibold text-ink">{title}</dt>
                  <dd class="mt-2 text-sm leading-relaxed text-muted">{text}</dd>
                </div>
              ))}
            </dl>
          )}
        </Reveal>

        {about.founder.name && (
          <Reveal delay={150} class="lg:col-span-5 lg:pl-6">
            <h3 class="sr-only">{HOME_COPY.team}</h3>
            <FounderCard founder={about.founder} media={media} />
          </Reveal>
        )}
      </div>
    </section>
  );
}

function FounderCard({ founder: { name, position, photo, links }, media }: { founder: Founder; media: MediaMap }) {
  const info = photo ? media[photo] : undefined;
  return (
    <figure class="group relative overflow-hidden rounded-[1.75rem] border border-line bg-surface">
      {photo && info?.kind !== 'video' ? (
        <MediaImage
          src={photo}
          alt={HOME_COPY.founderPortrait(name, position)}
          info={info}
          width={256}
          height={256}
          sizes="(min-width: 1024px) 460px, calc(100vw - 2.5rem)"
          themed
          class="aspect-square w-full object-cover transition duration-700 group-hover:scale-[1.03]"
        />
      ) : (
        // No photo: the initials on the card's own surface, the same square.
        <div aria-hidden="true" class="bg-depth text-outline grid aspect-square w-full place-items-center font-display text-5xl font-bold sm:text-7xl">
          {name
            .split(/\s+/)
            .slice(0, 2)
            .map((word) => word[0])
            .join('')}
        </div>
      )}
      <figcaption class="absolute inset-x-0 bottom-0 flex items-end justify-between gap-4 bg-gradient-to-t from-canvas via-canvas/80 to-transparent p-6 pt-20">
        <span class="flex flex-col">
          <span class="font-display text-2xl font-semibold tracking-tight text-ink">{name}</span>
          {position && <span class="text-sm text-ink/75">{position}</span>}
        </span>
        {links.length > 0 && (
          <ul class="flex gap-2" aria-label={HOME_COPY.founderProfiles(name)}>
            {links.map(({ network, url }) => (
              <li key={network}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={HOME_COPY.founderOn(name, NETWORK_NAMES[network]) + HOME_COPY.newTab}
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
