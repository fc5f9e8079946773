// The showreel (SPEC.md §1): a short self-hosted loop, muted, with a poster. Nothing is downloaded
// until it scrolls into view (preload="none"); it then plays while visible and pauses when not.
// Under prefers-reduced-motion it waits for the play button. The button also pauses it anytime.

import { Pause, Play } from 'lucide-react';
import { useRef } from 'react';
import { useInViewPlayback } from '@/lib/use-in-view-playback';

export const SHOWREEL = {
  webm: '/video/showreel.webm',
  mp4: '/video/showreel.mp4',
  poster: '/video/showreel-poster.webp',
  width: 960,
  height: 540,
} as const;

export function Showreel() {
  const video = useRef<HTMLVideoElement>(null);
  const { playing, toggle, events } = useInViewPlayback(video);

  return (
    <figure class="group relative overflow-hidden rounded-[1.75rem] border border-line bg-surface">
      <video
        ref={video}
        muted
        loop
        playsInline
        preload="none"
        poster={SHOWREEL.poster}
        width={SHOWREEL.width}
        height={SHOWREEL.height}
        aria-label="Showreel: abstract motion graphics in the studio's colours"
        {...events}
        class="art aspect-video h-auto w-full object-cover"
      >
        <source src={SHOWREEL.webm} type="video/webm" />
        <source src={SHOWREEL.mp4} type="video/mp4" />
      </video>
      <figcaption class="pointer-events-none flex items-end justify-between gap-4 p-5 sm:absolute sm:inset-x-0 sm:bottom-0 sm:bg-gradient-to-t sm:from-canvas/90 sm:to-transparent sm:p-8 sm:pt-16">
        <span>
          <span class="block text-xs tracking-[0.22em] text-ink/75 uppercase">Showreel</span>
          <span class="mt-1 block font-display text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
            Made in Miami, 2024
          </span>
        </span>
        <button
          type="button"
          onClick={toggle}
          aria-label={playing ? 'Pause showreel' : 'Play showreel'}
          class="pointer-events-auto grid size-14 shrink-0 place-items-center rounded-full bg-main text-on-main shadow-[0_0_40px_var(--glow-color)] transition hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-main"
        >
          {playing ? <Pause size={20} aria-hidden="true" /> : <Play size={20} aria-hidden="true" class="translate-x-px" />}
        </button>
      </figcaption>
    </figure>
  );
}
