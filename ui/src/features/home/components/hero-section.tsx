// The hero (docs/PRODUCT.md §1, §4): the promise first (the site content's headline, the site's name when
// it has none), its subtitle and buttons, then the work: a full-bleed band of the site content's
// image or reel, the showreel by default. Its parts rise into view one after another, 300 ms
// apart (`hero-step`, off under reduced motion); the headline rises without fading in
// (`hero-lift`), so the first paint has it: it is what the visitor came to read.

import { ArrowDown, ArrowRight } from 'lucide-react';
import { AccentText } from '@/components/ui/accent-text';
import { buttonClasses } from '@/components/ui/button';
import { t } from '@/i18n/page';
import { onSectionClick } from '@/lib/scroll-to-section';
import type { MediaMap } from '@/types/media';
import type { Hero } from '@/types/site-content';
import { HeroMedia } from './hero-media';

export interface HeroSectionProps {
  /** The headline when the hero has none of its own. */
  siteName: string;
  hero: Hero;
  /** The library files the page shows (the hero's image or video may be one). */
  media?: MediaMap;
}

/** A slowly turning ring of words on the band's edge, the studio's stamp (decoration only). */
function SpinningBadge() {
  return (
    <div class="absolute -top-16 right-[6%] z-10 hidden size-32 lg:block" aria-hidden="true">
      <svg viewBox="0 0 120 120" class="animate-spin-slow size-full text-ink">
        <defs>
          <path id="badge-ring" d="M60 60m-46 0a46 46 0 1 1 92 0a46 46 0 1 1-92 0" />
        </defs>
        <circle cx="60" cy="60" r="58" class="fill-canvas" />
        <text class="fill-current font-display text-[9.5px] font-medium uppercase">
          <textPath href="#badge-ring" textLength="288" lengthAdjust="spacing">
            {t('home.heroBadge')}
          </textPath>
        </text>
      </svg>
      <span class="absolute inset-0 m-auto grid size-11 place-items-center rounded-full bg-main text-on-main">
        <ArrowDown size={18} />
      </span>
    </div>
  );
}

/** The CSS custom property that orders a hero part in the entrance sequence. */
const step = (i: number) => ({ '--i': i });

/** The headline's size by its length: a name fills the screen's width; a sentence fills a phone's
 * width in three or four lines and takes two or three on a wide screen. */
export function headlineSize(text: string): string {
  return text.length <= 16
    ? 'text-[clamp(4rem,15.5vw,15rem)] leading-[0.86] sm:text-[clamp(4rem,13.2vw,12.25rem)]'
    : 'text-[calc(14vw-0.25rem)] leading-[0.94] sm:text-[clamp(3.5rem,8.6vw,6.5rem)] lg:text-[clamp(4.5rem,7.4vw,7.75rem)]';
}

/** The site's name with its last word accented, as the headline of a hero without one. */
const nameHeadline = (siteName: string) => siteName.replace(/^(.*\S)\s+(\S+)$/, (_, head, last) => `${head} *${last}*`);

export function HeroSection({ siteName, hero, media = {} }: HeroSectionProps) {
  const headline = hero.headline || nameHeadline(siteName);
  return (
    <section id="home" aria-labelledby="hero-heading" class="relative isolate overflow-clip pt-28 sm:pt-36 lg:pt-40">
      {/* Light and texture: two slow, blurred glows and grain. */}
      <div aria-hidden="true" class="pointer-events-none absolute inset-0 -z-10">
        <div class="animate-drift absolute -top-[30%] right-[-20%] size-[70vmax] rounded-full bg-[radial-gradient(closest-side,color-mix(in_srgb,var(--main-color)_22%,transparent),transparent)]" />
        <div
          class="animate-drift absolute top-[10%] left-[-30%] size-[50vmax] rounded-full bg-[radial-gradient(closest-side,color-mix(in_srgb,var(--main-color)_10%,transparent),transparent)]"
          style={{ animationDelay: '-9s' }}
        />
        <div class="grain absolute inset-0 opacity-60" />
      </div>

      <div class="shell">
        {hero.eyebrow && (
          <p
            class="hero-step inline-flex items-center gap-2.5 rounded-full border border-line bg-white/[0.04] px-4 py-2 text-[11px] font-medium tracking-[0.18em] text-ink/80 uppercase backdrop-blur sm:text-xs"
            style={step(0)}
          >
            <span aria-hidden="true" class="relative flex size-2">
              <span class="absolute inset-0 rounded-full bg-main opacity-60 motion-safe:animate-ping" />
              <span class="relative size-2 rounded-full bg-main" />
            </span>
            {hero.eyebrow}
          </p>
        )}

        <h1
          id="hero-heading"
          class={`hero-lift mt-6 font-bold tracking-[-0.045em] [overflow-wrap:anywhere] text-ink sm:mt-8 ${headlineSize(headline.replace(/\*/g, ''))}`}
          style={step(1)}
        >
          <AccentText text={headline} />
        </h1>

        <div class="hero-step mt-6 grid gap-6 sm:mt-10 lg:grid-cols-12 lg:items-end" style={step(2)}>
          <p class="max-w-xl text-lg leading-relaxed text-ink/75 sm:text-xl lg:col-span-6">{hero.subtitle}</p>
          <div class="flex flex-wrap items-center gap-3 lg:col-span-6 lg:justify-end">
            <a href="#contact" onClick={onSectionClick('contact')} class={buttonClasses('primary', 'lg', 'group')}>
              {hero.primaryLabel}
              <ArrowRight size={18} aria-hidden="true" class="transition group-hover:translate-x-1" />
            </a>
            {hero.secondaryLabel && (
              <a href="#work" onClick={onSectionClick('work')} class={buttonClasses('secondary', 'lg')}>
                {hero.secondaryLabel}
              </a>
            )}
          </div>
        </div>
      </div>

      {/* The work, edge to edge: a wide band on large screens, taller on a phone. */}
      <div class="hero-step relative mt-10 sm:mt-16" style={step(3)}>
        <SpinningBadge />
        <HeroMedia
          src={hero.media}
          media={media}
          class="aspect-[16/11] w-full sm:aspect-[16/9] lg:aspect-[21/9] lg:max-h-[78svh]"
          captionClass="shell py-4 sm:py-6"
        />
      </div>

      {hero.capabilities.length > 0 && (
        <ul
          class="shell flex flex-wrap gap-x-6 gap-y-2 py-5 text-sm text-muted sm:py-6"
          aria-label={t('home.heroCapabilities')}
        >
          {hero.capabilities.map((item, index) => (
            <li key={index} class="flex items-center gap-2">
              <span aria-hidden="true" class="size-1 rounded-full bg-main" />
              {item}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
