// The reel behind the hero (site content's `hero.media` when it is a video): muted, looping,
// inline, its poster until it plays, under the hero's scrim (it comes first, in the same layer).
// It plays while on screen, never on its own under reduced motion, and its button (above the
// hero's foot) pauses or plays it at any time.

import { Pause, Play } from 'lucide-react';
import { useRef } from 'react';
import { useInViewPlayback } from '@/lib/use-in-view-playback';
import type { MediaInfo } from '@/types/media';
import { HOME_COPY } from '../copy';

export function HeroVideo({ src, info }: { src: string; info: MediaInfo }) {
  const video = useRef<HTMLVideoElement>(null);
  const { playing, toggle, events } = useInViewPlayback(video);
  return (
    <>
      <video
        ref={video}
        muted
        loop
        playsInline
        preload="none"
        poster={info.poster ?? undefined}
        width={info.width}
        height={info.height}
        aria-hidden="true"
        style={info.color ? { backgroundColor: info.color } : undefined}
        {...events}
        class="absolute inset-0 -z-10 size-full object-cover"
      >
        <source src={src} type={info.mime} />
      </video>
      {/* Aligned with the hero's content, above its foot; only the button takes clicks. */}
      <div class="pointer-events-none absolute inset-x-0 z-10" style={{ bottom: '5rem' }}>
        <div class="shell flex justify-end">
          <button
            type="button"
            onClick={toggle}
            aria-label={playing ? HOME_COPY.pauseReel : HOME_COPY.playReel}
            class="pointer-events-auto grid size-11 place-items-center rounded-full border border-line bg-canvas/70 text-ink backdrop-blur transition hover:bg-main hover:text-on-main focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-main"
          >
            {playing ? <Pause size={16} aria-hidden="true" /> : <Play size={16} aria-hidden="true" class="translate-x-px" />}
          </button>
        </div>
      </div>
    </>
  );
}
