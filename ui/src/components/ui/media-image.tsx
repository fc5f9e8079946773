// An image field of the public content (a project's image, an avatar, a logo) drawn at its best.
// A file of the media library, described by the page's media map, gets its own width and height
// (nothing shifts as it loads), its dominant colour behind it until it has loaded, and a <picture>
// of its resized variants, so a phone never downloads a 4000 px original; a library video is a
// muted loop with a Play/Pause button. Any other address is a plain <img> of the given size.

import { Pause, Play } from 'lucide-react';
import { pictureSources } from '@/lib/media-sources';
import { useInViewPlayback } from '@/lib/use-in-view-playback';
import type { MediaInfo } from '@/types/media';

interface MediaImageProps {
  src: string;
  alt: string;
  /** What the media map says about `src`; none for a file outside the library. */
  info?: MediaInfo;
  /** The box to reserve for a file outside the library (a library file brings its own). */
  width: number;
  height: number;
  /** How wide the layout draws it, per viewport (the `sizes` attribute). */
  sizes: string;
  /** The largest image of the first screen: fetched at once, before others. The rest wait
   * until they are scrolled near. */
  priority?: boolean;
  /** Turns the site's teal drawings towards the theme (the `art` utility). Only vector art
   * follows it: a photo keeps its colours. */
  themed?: boolean;
  class?: string;
}

/** The placeholder colour goes once the image is there: it would show through transparent parts. */
function clearPlaceholder(event: Event) {
  (event.currentTarget as HTMLElement).style.backgroundColor = '';
}

export function MediaImage({ src, alt, info, width, height, sizes, priority = false, themed = false, class: extra = '' }: MediaImageProps) {
  if (info?.kind === 'video') return <MediaVideo src={src} label={alt} info={info} class={extra} />;

  const loading = {
    loading: priority ? ('eager' as const) : ('lazy' as const),
    fetchpriority: priority ? ('high' as const) : undefined,
    decoding: 'async' as const,
  };
  const tint = themed && (!info || info.mime === 'image/svg+xml') ? 'art ' : '';
  if (!info) {
    return <img src={src} alt={alt} width={width} height={height} {...loading} class={`${tint}${extra}`} />;
  }

  const { sources, imgSrcSet } = pictureSources(src, info.width, info.variants);
  const img = (
    <img
      src={src}
      alt={alt}
      width={info.width}
      height={info.height}
      srcset={imgSrcSet || undefined}
      sizes={imgSrcSet ? sizes : undefined}
      {...loading}
      style={info.color ? { backgroundColor: info.color } : undefined}
      onLoad={info.color ? clearPlaceholder : undefined}
      class={`${tint}${extra}`}
    />
  );
  if (sources.length === 0) return img;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcset={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}

function MediaVideo({ src, label, info, class: extra }: { src: string; label: string; info: MediaInfo; class: string }) {
  const { playing, toggle, video } = useInViewPlayback();
  const name = label ? `video: ${label}` : 'video';
  return (
    <span class="relative block">
      <video
        {...video}
        poster={info.poster ?? undefined}
        width={info.width}
        height={info.height}
        aria-label={label || undefined}
        aria-hidden={label ? undefined : true}
        style={info.color ? { backgroundColor: info.color } : undefined}
        class={extra}
      >
        <source src={src} type={info.mime} />
      </video>
      <button
        type="button"
        onClick={toggle}
        aria-label={playing ? `Pause ${name}` : `Play ${name}`}
        class="absolute right-2 bottom-2 grid size-9 place-items-center rounded-full bg-canvas/80 text-ink backdrop-blur transition hover:bg-main hover:text-on-main focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-main"
      >
        {playing ? <Pause size={16} aria-hidden="true" /> : <Play size={16} aria-hidden="true" class="translate-x-px" />}
      </button>
    </span>
  );
}
