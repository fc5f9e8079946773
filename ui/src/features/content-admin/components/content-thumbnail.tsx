// The picture of a table row (a project's image, a client's logo) at table size. A library file
// is drawn from its smallest variant, or a video from its poster with a film mark, with its size
// and loaded lazily: a table of projects must not fetch a dozen 12 MP originals. An address the
// media map does not know (another site's, the site's own art) is drawn as it is.

import { Film } from 'lucide-react';
import { thumbnailUrl } from '@/lib/media-thumbnail';
import type { MediaInfo } from '@/types/media';

/** The thumbnail's address and the pixel size of that file (its width and height attributes). */
function smallest(src: string, info: MediaInfo) {
  const url = thumbnailUrl({ url: src, ...info });
  if (!url) return null;
  const variant = info.variants.find((v) => v.url === url);
  const width = variant?.width ?? info.width;
  return { url, width, height: Math.max(1, Math.round((width * info.height) / Math.max(1, info.width))) };
}

export function ContentThumbnail({ src, info, wide = false }: { src: string; info?: MediaInfo; wide?: boolean }) {
  const picture = info ? smallest(src, info) : { url: src, width: undefined, height: undefined };
  const video = info?.kind === 'video';
  return (
    <span
      class={`relative grid ${wide ? 'h-8 w-20' : 'size-9'} place-items-center overflow-hidden rounded-md border border-line bg-white/[0.06] text-muted`}
    >
      {picture && (
        <img
          src={picture.url}
          alt=""
          width={picture.width}
          height={picture.height}
          loading="lazy"
          decoding="async"
          class={wide ? 'max-h-6 max-w-18 object-contain' : 'size-full object-cover'}
        />
      )}
      {video && (
        <span class={picture ? 'absolute bottom-0.5 left-0.5 rounded-sm bg-canvas/80 p-0.5 text-ink' : ''}>
          <Film size={picture ? 10 : 16} aria-hidden="true" />
        </span>
      )}
    </span>
  );
}
