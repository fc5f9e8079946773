// The small picture of a library item: its narrowest variant (never the original), the file
// itself for SVG and GIF, a video's poster with a film mark, or the mark alone.

import { Film } from 'lucide-react';
import { thumbnailUrl } from '@/lib/media-thumbnail';
import type { Media } from '@/types/media';

export function MediaThumbnail({ item, class: extra = '' }: { item: Media; class?: string }) {
  const url = thumbnailUrl(item);
  const vector = item.mime === 'image/svg+xml';
  return (
    <span
      class={`relative grid place-items-center overflow-hidden bg-white/[0.04] text-muted ${extra}`}
      style={item.color ? { backgroundColor: item.color } : undefined}
    >
      {url && (
        <img
          src={url}
          alt=""
          loading="lazy"
          decoding="async"
          class={`size-full ${vector ? 'object-contain p-3' : 'object-cover'}`}
        />
      )}
      {item.kind === 'video' && (
        <span class={url ? 'absolute bottom-1.5 left-1.5 rounded-md bg-canvas/80 p-1 text-ink' : ''}>
          <Film size={url ? 14 : 24} aria-hidden="true" />
        </span>
      )}
    </span>
  );
}
