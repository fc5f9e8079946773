// The hero (SPEC.md §1, §4): the site's name as the headline and 'Let's talk'. Its parts rise into
// view one after another, 300 ms apart (index.css `hero-step`, off under reduced motion).

import { ArrowDown, ArrowRight } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { onSectionClick } from '@/lib/scroll-to-section';

const CAPABILITIES = ['UGC', 'Reels & TikTok', 'Social management', 'Growth strategy'];

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
            Content · Social · Growth · Miami ·
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

export function HeroSection({ siteName }: { siteName: string }) {
  const words = siteName.split(' ');
  const last = words.length > 1 ? words.pop() : undefined;
  return (
    <section id="home" aria-labelledby="hero-heading" class="relative isolate flex min-h-svh flex-col overflow-hidden">
      {/* Light and texture: two slow, blurred glows over the grid, and grain. */}
      <div aria-hidden="true" class="pointer-events-none absolute inset-0 -z-10">
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
          <p
            class="hero-step inline-flex items-center gap-2.5 self-start rounded-full border border-line bg-white/[0.04] px-4 py-2 text-[11px] font-medium tracking-[0.18em] text-ink/80 uppercase backdrop-blur sm:text-xs"
            style={step(0)}
          >
            <span aria-hidden="true" class="relative flex size-2">
              <span class="absolute inset-0 rounded-full bg-main opacity-60 motion-safe:animate-ping" />
              <span class="relative size-2 rounded-full bg-main" />
            </span>
            Content &amp; social studio · Miami
          </p>
          <SpinningBadge />
        </div>

        <h1
          id="hero-heading"
          class="hero-step mt-8 text-[clamp(4rem,15.5vw,15rem)] leading-[0.86] font-bold tracking-[-0.055em] [overflow-wrap:anywhere] text-ink sm:mt-10 sm:text-[clamp(4rem,13.2vw,12.25rem)]"
          style={step(1)}
        >
          {words.join(' ')}
          {last && (
            <>
              {' '}
              <span class="text-main-ink">{last}</span>
            </>
          )}
        </h1>

        <div class="mt-10 grid gap-10 sm:mt-14 lg:grid-cols-12 lg:items-end">
          <p class="hero-step max-w-xl text-lg leading-relaxed text-ink/75 sm:text-xl lg:col-span-6" style={step(2)}>
            Scroll-stopping content, UGC and social media management that turn Miami businesses into the brands
            everyone follows.
          </p>
          <div class="hero-step flex flex-wrap items-center gap-3 lg:col-span-6 lg:justify-end" style={step(3)}>
            <a href="#contact" onClick={onSectionClick('contact')} class={buttonClasses('primary', 'lg', 'group')}>
              Let's talk
              <ArrowRight size={18} aria-hidden="true" class="transition group-hover:translate-x-1" />
            </a>
            <a href="#work" onClick={onSectionClick('work')} class={buttonClasses('secondary', 'lg')}>
              See our work
            </a>
          </div>
        </div>
      </div>

      <div class="hero-step shell pb-8" style={step(4)}>
        <div class="flex items-center justify-between gap-6 border-t border-line pt-6 text-sm text-muted">
          <ul class="flex flex-wrap gap-x-6 gap-y-2" aria-label="What we do">
            {CAPABILITIES.map((item) => (
              <li key={item} class="flex items-center gap-2">
                <span aria-hidden="true" class="size-1 rounded-full bg-white/40" />
                {item}
              </li>
            ))}
          </ul>
          <span class="hidden items-center gap-2 sm:flex" aria-hidden="true">
            Scroll
            <ArrowDown size={16} class="motion-safe:animate-bounce" />
          </span>
        </div>
      </div>
    </section>
  );
}
