// The lightest picture of a media-library file, for the admin's small previews (a library tile,
// an image field's preview, a table row). Its own module: the public pages never draw one, and
// their first-load bundle must not carry it.

import type { MediaKind, MediaVariant } from '@/types/media';

/** What a thumbnail needs of a library file: the admin's item or the public map's entry. */
export interface ThumbnailSource {
  url: string;
  kind: MediaKind;
  poster?: string | null;
  variants: readonly MediaVariant[];
}

/** Its narrowest variant, the file itself (SVG, GIF, a small image), or a video's poster; null
 * for a video without one. */
export function thumbnailUrl(item: ThumbnailSource): string | null {
  if (item.kind === 'video') return item.poster ?? null;
  const narrowest = item.variants.reduce<MediaVariant | undefined>((best, v) => (best && best.width <= v.width ? best : v), undefined);
  return narrowest?.url ?? item.url;
}
