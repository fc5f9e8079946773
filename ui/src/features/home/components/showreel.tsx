// A reel (docs/PRODUCT.md §1): a muted, looping film with its poster and a Play/Pause button, captioned.
// Nothing is downloaded until it is on screen (preload="none"); it then plays while visible and
// pauses when not, and under prefers-reduced-motion it waits for the button (use-in-view-playback).
// The site's own showreel is the default: the hero plays it when the site content chose no media
// of its own, the work section otherwise.

import { Pause, Play } from 'lucide-react';
import { t } from '@/i18n/page';
import { useInViewPlayback } from '@/lib/use-in-view-playback';

export const SHOWREEL = {
  webm: '/video/showreel.webm',
  mp4: '/video/showreel.mp4',
  poster: '/video/showreel-poster.webp',
  width: 960,
  height: 540,
} as const;

export interface ReelProps {
  sources: readonly { src: string; type: string }[];
  poster?: string | null;
  width: number;
  height: number;
  /** What the film shows, its accessible name. */
  label: string;
  /** The small line of the caption. */
  caption: string;
  /** The Play/Pause button's names ("Play showreel"). */
  playLabel: string;
  pauseLabel: string;
  /** The drawn frame: its shape and size (the film covers it). */
  class?: string;
  /** The film is the site's teal artwork: turn it towards the theme. */
  art?: boolean;
  /** The placeholder colour until the poster is there. */
  color?: string | null;
  /** Where the caption sits (a band across the page aligns it with the content column). */
  captionClass?: string;
}

export function Reel({
  sources,
  poster,
  width,
  height,
  label,
  caption,
  playLabel,
  pauseLabel,
  class: frame = '',
  art = false,
  color,
  captionClass = 'p-4 sm:p-6',
}: ReelProps) {
  const { playing, toggle, video } = useInViewPlayback();
  return (
    <figure class={`relative overflow-hidden bg-surface ${frame}`}>
      <video
        {...video}
        poster={poster ?? undefined}
        width={width}
        height={height}
        aria-label={label}
        style={color ? { backgroundColor: color } : undefined}
        class={`absolute inset-0 size-full object-cover ${art ? 'art' : ''}`}
      >
        {sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
      <figcaption class="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-canvas/85 to-transparent pt-14 sm:pt-20">
        <span class={`flex items-end justify-between gap-4 ${captionClass}`}>
          <span class="flex items-center gap-2.5 text-xs font-medium tracking-[0.22em] text-ink uppercase">
            <span aria-hidden="true" class="size-1.5 rounded-full bg-accent" />
            {caption}
          </span>
          <button
            type="button"
            onClick={toggle}
            aria-label={playing ? pauseLabel : playLabel}
            class="pointer-events-auto grid size-12 shrink-0 place-items-center rounded-full bg-main text-on-main shadow-[0_0_40px_var(--glow-color)] transition hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-main"
          >
            {playing ? <Pause size={18} aria-hidden="true" /> : <Play size={18} aria-hidden="true" class="translate-x-px" />}
          </button>
        </span>
      </figcaption>
    </figure>
  );
}

/** The site's own showreel in the frame `class` gives it. */
export function Showreel({ class: frame, captionClass }: { class?: string; captionClass?: string }) {
  return (
    <Reel
      sources={[
        { src: SHOWREEL.webm, type: 'video/webm' },
        { src: SHOWREEL.mp4, type: 'video/mp4' },
      ]}
      poster={SHOWREEL.poster}
      width={SHOWREEL.width}
      height={SHOWREEL.height}
      label={t('home.showreelLabel')}
      caption={t('home.showreel')}
      playLabel={t('home.playShowreel')}
      pauseLabel={t('home.pauseShowreel')}
      art
      class={frame}
      captionClass={captionClass}
    />
  );
}
