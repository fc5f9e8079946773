// The gallery of a case study: up to twelve images from the media library (picked, or uploaded in
// the picker), in the page's order. Each tile is moved earlier or later by its buttons (or
// Alt+← / Alt+→ while one has the focus) and removed by its ✕; the moved tile keeps the focus and
// a live message says where it went. The server's messages (`gallery.1`) stand under their tiles.

import { ArrowLeft, ArrowRight, ImagePlus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ListButton } from '@/components/ui/list-button';
import type { MediaPicker, PickedMedia } from '@/components/ui/media-slots';
import { thumbnailUrl } from '@/lib/media-thumbnail';
import type { MediaMap } from '@/types/media';
import {
  addImages,
  type CaseStudyFormErrors,
  GALLERY_MAX,
  type ListChange,
  movedOrder,
  moveItem,
  removedOrder,
  removeItem,
} from '../case-study-form';

export function GalleryEditor({
  gallery,
  errors,
  media,
  picker: Picker,
  describedBy,
  onChange,
}: {
  gallery: readonly string[];
  errors: CaseStudyFormErrors;
  /** The public media map: thumbnails of the files it knows. */
  media: MediaMap;
  picker: MediaPicker;
  /** The ids of the hint and list-wide error above. */
  describedBy?: string;
  onChange: (gallery: string[], change: ListChange) => void;
}) {
  const root = useRef<HTMLDivElement>(null);
  const [picking, setPicking] = useState(false);
  // Picked in this session: their alt text and small variants, for the tiles.
  const [picked, setPicked] = useState<Record<string, PickedMedia>>({});
  const [announcement, setAnnouncement] = useState('');

  function focusLater(selector: string) {
    requestAnimationFrame(() => root.current?.querySelector<HTMLElement>(selector)?.focus());
  }

  function move(index: number, to: number, control: 'earlier' | 'later') {
    if (to < 0 || to >= gallery.length) return;
    onChange(moveItem(gallery, index, to), { kind: 'reorder', order: movedOrder(gallery.length, index, to) });
    setAnnouncement(`Image moved to position ${to + 1} of ${gallery.length}.`);
    const edge = (control === 'earlier' && to === 0) || (control === 'later' && to === gallery.length - 1);
    focusLater(`[data-tile="${to}"] [data-control="${edge ? (control === 'earlier' ? 'later' : 'earlier') : control}"]`);
  }

  function remove(index: number) {
    const next = removeItem(gallery, index);
    onChange(next, { kind: 'reorder', order: removedOrder(gallery.length, index) });
    setAnnouncement(`Image ${index + 1} removed.`);
    focusLater(next.length ? `[data-tile="${Math.min(index, next.length - 1)}"] [data-control="remove"]` : '[data-control="add-images"]');
  }

  function pick(item: PickedMedia) {
    setPicking(false);
    setPicked((known) => ({ ...known, [item.url]: item }));
    const { gallery: next, added } = addImages(gallery, [item.url]);
    if (added) {
      onChange(next, { kind: 'edit' });
      setAnnouncement(`Image added: ${next.length} of ${GALLERY_MAX}.`);
    } else {
      setAnnouncement(gallery.includes(item.url) ? 'That image is in the gallery already.' : `The gallery is full: ${GALLERY_MAX} images at most.`);
    }
  }

  const full = gallery.length >= GALLERY_MAX;

  return (
    <div ref={root} class="flex flex-col gap-3">
      {gallery.length > 0 && (
        <ol aria-label="Gallery images" aria-describedby={describedBy} class="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
          {gallery.map((url, i) => {
            const n = i + 1;
            const item = picked[url];
            const info = media[url];
            // The narrowest variant: never a 4000 px original when the library has a smaller copy.
            const thumb = item?.variants
              ? thumbnailUrl({ url, kind: item.kind ?? 'image', poster: item.poster, variants: item.variants })
              : info
                ? thumbnailUrl({ url, ...info })
                : url;
            const error = errors[`gallery.${i}`];
            return (
              <li
                key={url}
                data-tile={i}
                onKeyDown={(event) => {
                  if (!event.altKey || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
                  event.preventDefault();
                  move(i, event.key === 'ArrowLeft' ? i - 1 : i + 1, event.key === 'ArrowLeft' ? 'earlier' : 'later');
                }}
                class={`flex flex-col overflow-hidden rounded-lg border bg-white/[0.02] ${error ? 'border-danger' : 'border-line'}`}
              >
                <div class="relative aspect-[4/3] bg-white/[0.04]" style={item?.color || info?.color ? { backgroundColor: (item?.color ?? info?.color) as string } : undefined}>
                  {thumb && (
                    <img
                      src={thumb}
                      alt={item?.alt || `Gallery image ${n}`}
                      loading="lazy"
                      decoding="async"
                      class="absolute inset-0 size-full object-cover"
                    />
                  )}
                  <span class="absolute top-1.5 left-1.5 rounded-md bg-canvas/80 px-1.5 py-0.5 font-mono text-xs text-ink tabular-nums">{n}</span>
                </div>
                <div class="flex items-center justify-between gap-1 px-1.5 py-1">
                  <span class="flex">
                    <ListButton label={`Move image ${n} earlier`} tooltip="Earlier (Alt+←)" control="earlier" keys="Alt+ArrowLeft" disabled={i === 0} onClick={() => move(i, i - 1, 'earlier')}>
                      <ArrowLeft size={15} aria-hidden="true" />
                    </ListButton>
                    <ListButton
                      label={`Move image ${n} later`}
                      tooltip="Later (Alt+→)"
                      control="later"
                      keys="Alt+ArrowRight"
                      disabled={i === gallery.length - 1}
                      onClick={() => move(i, i + 1, 'later')}
                    >
                      <ArrowRight size={15} aria-hidden="true" />
                    </ListButton>
                  </span>
                  <ListButton label={`Remove image ${n}`} tooltip="Remove" control="remove" onClick={() => remove(i)}>
                    <X size={15} aria-hidden="true" />
                  </ListButton>
                </div>
                {error && <p class="px-2 pb-2 text-xs font-medium text-danger">{error}</p>}
              </li>
            );
          })}
        </ol>
      )}
      <div class="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" data-control="add-images" disabled={full} onClick={() => setPicking(true)}>
          <ImagePlus size={15} aria-hidden="true" />
          Add image
        </Button>
        <span class="text-xs text-muted">
          {gallery.length}/{GALLERY_MAX}
          {full && ' · the gallery is full'}
        </span>
      </div>
      <p role="status" class="sr-only">
        {announcement}
      </p>
      <Picker open={picking} onClose={() => setPicking(false)} onPick={pick} />
    </div>
  );
}
