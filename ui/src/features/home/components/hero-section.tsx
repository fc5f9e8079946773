// The hero (SPEC.md §1, §4): the site content's eyebrow, headline (the site's name when it has
// none), promise, buttons and capabilities, over the agency's image or muted reel when one is
// chosen. Its parts rise into view one after another, 300 ms apart (index.css `hero-step`, off
// under reduced motion).

import { ArrowDown, ArrowRight } from 'lucide-react';
import { AccentText } from '@/components/ui/accent-text';
import { buttonClasses } from '@/components/ui/button';
import { MediaImage } from '@/components/ui/media-image';
import { looksLikeVideo, videoInfo } from '@/lib/media-sources';
import { onSectionClick } from '@/lib/scroll-to-section';
import type { MediaMap } from '@/types/media';
import type { Hero } from '@/types/site-content';
import { HOME_COPY } from '../copy';
import { HeroVideo } from './hero-video';

export interface HeroSectionProps {
  /** The headline when the hero has none of its own. */
  siteName: string;
  hero: Hero;
  /** The library files the page shows (the hero's image or video may be one). */
  media?: MediaMap;
}

/** A slowly turning ring of words, the studio's stamp (decoration only). */
function SpinningBadge() {
  return (
    <div class="hero-step relative -mb-12 hidden size-36 shrink-0 lg:block" style={{ '--i': 4 }} aria-hidden="true">
      <svg viewBox="0 0 120 120" class="animate-spin-slow size-full text-ink/70">
        <defs>
          <path id="badge-ring" d="M60 60m-46 0a46 46 0 1 1 92 0a46 46 0 1 1-92 0" />
        </defs>
        <text class="fill-current font-display text-[9.5px] font-medium uppercase">
          <textPath href="#badge-ring" textLength="288" lengthAdjust="spacing">
            {HOME_COPY.heroBadge}
          </textPath>
        </text>
      </svg>
      <span class="absolute inset-0 m-auto grid size-12 place-items-center rounded-full bg-main text-on-main shadow-[0_0_30px_var(--glow-color)]">
        <ArrowDown size={18} className="-rotate-45" />
      </span>
    </div>
  );
}

/** The CSS custom property that orders a hero part in the entrance sequence. */
const step = (i: number) => ({ '--i': i });

/** The headline's size by its length: a name fills the screen's width, a sentence is set as large
 * as the call to action's (readable in a few lines). */
export function headlineSize(text: string): string {
  return text.length <= 16
    ? 'text-[clamp(4rem,15.5vw,15rem)] leading-[0.86] sm:text-[clamp(4rem,13.2vw,12.25rem)]'
    : 'text-[clamp(2.5rem,1.5rem+4.4vw,5.75rem)] leading-[0.95]';
}

/** The site's name with its last word accented, as the headline of a hero without one. */
const nameHeadline = (siteName: string) => siteName.replace(/^(.*\S)\s+(\S+)$/, (_, head, last) => `${head} *${last}*`);

export function HeroSection({ siteName, hero, media = {} }: HeroSectionProps) {
  const headline = hero.headline || nameHeadline(siteName);
  const info = hero.media ? (media[hero.media] ?? (looksLikeVideo(hero.media) ? videoInfo(hero.media) : undefined)) : undefined;
  const video = hero.media && info?.kind === 'video' ? { src: hero.media, info } : null;
  return (
    <section id="home" aria-labelledby="hero-heading" class="relative isolate flex min-h-svh flex-col overflow-hidden">
      {video && <HeroVideo src={video.src} info={video.info} />}
      {/* Light and texture: the chosen image (or the reel, above) under a scrim, two slow, blurred
          glows over the grid, and grain. */}
      <div aria-hidden="true" class="pointer-events-none absolute inset-0 -z-10">
        {hero.media && !video && (
          <MediaImage
            src={hero.media}
            alt=""
            info={info}
            width={1920}
            height={1080}
            sizes="100vw"
            priority
            class="absolute inset-0 size-full object-cover"
          />
        )}
        {hero.media && <div class="absolute inset-0 bg-canvas/70" />}
        <div class="animate-drift absolute -top-[20%] right-[-10%] size-[70vmax] rounded-full bg-[radial-gradient(closest-side,color-mix(in_srgb,var(--main-color)_26%,transparent),transparent)]" />
        <div
          class="animate-drift absolute bottom-[-30%] left-[-20%] size-[60vmax] rounded-full bg-[radial-gradient(closest-side,color-mix(in_srgb,var(--main-color)_12%,transparent),transparent)]"
          style={{ animationDelay: '-9s' }}
        />
        <div class="grain absolute inset-0 opacity-60" />
        <div class="absolute inset-x-0 bottom-0 h-40 bg-gradient-to-b from-transparent to-canvas" />
      </div>

      <div class="shell flex flex-1 flex-col justify-center pt-32 pb-16 sm:pt-36">
        <div class="flex items-start justify-between gap-6">
          {hero.eyebrow && (
            <p
              class="hero-step inline-flex items-center gap-2.5 self-start rounded-full border border-line bg-white/[0.04] px-4 py-2 text-[11px] font-medium tracking-[0.18em] text-ink/80 uppercase backdrop-blur sm:text-xs"
              style={step(0)}
            >
              <span aria-hidden="true" class="relative flex size-2">
                <span class="absolute inset-0 rounded-full bg-main opacity-60 motion-safe:animate-ping" />
                <span class="relative size-2 rounded-full bg-main" />
              </span>
              {hero.eyebrow}
            </p>
          )}
          <SpinningBadge />
        </div>

        <h1
          id="hero-heading"
          class={`hero-step mt-8 font-bold tracking-[-0.055em] [overflow-wrap:anywhere] text-ink sm:mt-10 ${headlineSize(headline.replace(/\*/g, ''))}`}
          style={step(1)}
        >
          <AccentText text={headline} />
        </h1>

        <div class="mt-10 grid gap-10 sm:mt-14 lg:grid-cols-12 lg:items-end">
          <p class="hero-step max-w-xl text-lg leading-relaxed text-ink/75 sm:text-xl lg:col-span-6" style={step(2)}>
            {hero.subtitle}
          </p>
          <div class="hero-step flex flex-wrap items-center gap-3 lg:col-span-6 lg:justify-end" style={step(3)}>
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

      <div class="hero-step shell pb-8" style={step(4)}>
        <div class="flex items-center justify-between gap-6 border-t border-line pt-6 text-sm text-muted">
          <ul class="flex flex-wrap gap-x-6 gap-y-2" aria-label={HOME_COPY.heroCapabilities}>
            {hero.capabilities.map((item, index) => (
              <li key={index} class="flex items-center gap-2">
                <span aria-hidden="true" class="size-1 rounded-full bg-white/40" />
                {item}
              </li>
            ))}
          </ul>
          <span class="hidden items-center gap-2 sm:flex" aria-hidden="true">
            {HOME_COPY.heroScroll}
            <ArrowDown size={16} class="motion-safe:animate-bounce" />
          </span>
        </div>
      </div>
    </section>
  );
}
