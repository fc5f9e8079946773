// The moving and still pictures of a case study's page: the hero (the project's picture, a muted
// loop when it is a video), the gallery (each image at its natural shape, from its variants) and
// the film (the visitor's own player: it may have sound, so it never starts by itself).

import { Play } from 'lucide-react';
import { MediaImage } from '@/components/ui/media-image';
import { t } from '@/i18n/page';
import type { MediaInfo, MediaMap } from '@/types/media';

/** A video file by its name (the library keeps the extension). */
export const looksLikeVideo = (url: string) => /\.(mp4|webm)([?#]|$)/i.test(url.trim());

/** What the page knows of a video outside the library: its type, and a 16:9 box. */
function videoInfo(url: string): MediaInfo {
  const webm = /\.webm([?#]|$)/i.test(url);
  return { kind: 'video', mime: webm ? 'video/webm' : 'video/mp4', width: 1600, height: 900, color: null, poster: null, variants: [] };
}

/** The hero fills the shell: 1200 px at most, the viewport less its gutters below. */
const HERO_SIZES = '(min-width: 1280px) 1200px, calc(100vw - 2.5rem)';

export function StudyHero({ src, alt, info }: { src: string; alt: string; info?: MediaInfo }) {
  // A video plays muted, in a loop, inline, while on screen; under reduced motion only on Play.
  const known = info ?? (looksLikeVideo(src) ? videoInfo(src) : undefined);
  return (
    <MediaImage
      src={src}
      alt={alt}
      info={known}
      width={1600}
      height={1000}
      sizes={HERO_SIZES}
      priority
      themed
      class="h-auto max-h-[80svh] w-full object-cover"
    />
  );
}

/** Two columns from md up, at their natural shapes (a masonry of the shots). */
const GALLERY_SIZES = '(min-width: 1280px) 600px, (min-width: 768px) calc(50vw - 3rem), calc(100vw - 2.5rem)';

export function StudyGallery({ title, images, media }: { title: string; images: readonly string[]; media: MediaMap }) {
  return (
    <ul class="columns-1 gap-5 md:columns-2">
      {images.map((src, i) => (
        <li key={`${src}-${i}`} class="mb-5 break-inside-avoid">
          <figure class="overflow-hidden rounded-[1.25rem] border border-line bg-surface">
            <MediaImage
              src={src}
              // A file without alt text of its own is named by its place in the gallery.
              alt={media[src]?.alt || t('work.galleryAlt', { title, number: i + 1, total: images.length })}
              info={media[src]}
              width={1200}
              height={900}
              sizes={GALLERY_SIZES}
              class="block h-auto w-full"
            />
          </figure>
        </li>
      ))}
    </ul>
  );
}

export function StudyFilm({ src, title, info }: { src: string; title: string; info?: MediaInfo }) {
  const video = info?.kind === 'video' ? info : looksLikeVideo(src) ? videoInfo(src) : undefined;
  if (!video) {
    // A page on a video site: the browser cannot play it here.
    return (
      <a
        href={src}
        rel="noopener"
        class="group flex items-center gap-4 rounded-[1.25rem] border border-line bg-surface p-6 text-lg font-semibold text-ink transition hover:border-main/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-main"
      >
        <span class="grid size-14 shrink-0 place-items-center rounded-full bg-main text-on-main">
          <Play size={22} aria-hidden="true" class="translate-x-px" />
        </span>
        {t('work.watchElsewhere')}
      </a>
    );
  }
  return (
    <video
      controls
      playsInline
      // Without a poster, the first frame stands in for one.
      preload={video.poster ? 'none' : 'metadata'}
      poster={video.poster ?? undefined}
      width={video.width}
      height={video.height}
      aria-label={t('work.videoLabel', { title })}
      style={video.color ? { backgroundColor: video.color } : undefined}
      class="block h-auto w-full rounded-[1.25rem] border border-line bg-surface"
    >
      <source src={src} type={video.mime} />
    </video>
  );
}
