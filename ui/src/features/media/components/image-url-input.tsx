// The control of an image field in any content form: the address as text (a library file, any
// http(s) URL or a path on this site, typed or pasted as before), a "Choose from library" button
// whose pick fills it, and a small preview of what the address shows. A field that takes videos
// too (a project's picture) offers them in the picker and previews a video by its poster.

import { Film, ImagePlay } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { MediaInputProps } from '@/components/ui/media-slots';
import type { Media, MediaAccept } from '@/types/media';
import { useLoadedMedia } from '../api/media';
import { describeMedia } from '../media-format';
import { MediaPickerDialog } from './media-picker-dialog';
import { MediaThumbnail } from './media-thumbnail';

/** Worth a preview: an address the browser can load, not half of one being typed. */
const looksLoadable = (value: string) => /^(https?:\/\/[^/\s]+|\/[^/\s])/i.test(value.trim());

/** A video file by its name (the library keeps the extension): an <img> of it could only break. */
const looksLikeVideo = (value: string) => /\.(mp4|webm)([?#]|$)/i.test(value.trim());

const PREVIEW_BOX = 'h-14 w-20 shrink-0 rounded-md border border-line';

function Preview({ url, item, accept }: { url: string; item?: Media; accept: MediaAccept }) {
  const [broken, setBroken] = useState(false);
  if (item) {
    // Its smallest picture: a variant, never the original; a video's poster with a film mark.
    return (
      <div class="flex items-center gap-3">
        <MediaThumbnail item={item} class={PREVIEW_BOX} />
        <p class="min-w-0 text-xs text-muted">
          <span class="block truncate font-medium text-ink">{item.alt}</span>
          {item.kind === 'video' ? 'Video · ' : ''}
          {describeMedia(item)}
        </p>
      </div>
    );
  }
  if (looksLikeVideo(url)) {
    return (
      <div class="flex items-center gap-3">
        <span class={`grid place-items-center bg-white/[0.04] text-muted ${PREVIEW_BOX}`}>
          <Film size={20} aria-hidden="true" />
        </span>
        <p class="text-xs text-muted">
          {accept === 'image' ? 'A video: this field shows images only.' : 'A video: on the site it plays muted, in a loop.'}
        </p>
      </div>
    );
  }
  if (broken) return <p class="text-xs text-muted">No preview: the address does not load an image here.</p>;
  return <img src={url} alt="" onError={() => setBroken(true)} class={`bg-white/[0.04] object-cover ${PREVIEW_BOX}`} />;
}

export function ImageUrlInput({ onValueChange, accept = 'image', ...input }: MediaInputProps) {
  const [picking, setPicking] = useState(false);
  // Just picked, or seen in the library this session: preview its smallest variant, not the original.
  const [picked, setPicked] = useState<Media>();
  const loaded = useLoadedMedia(input.value.trim());
  const item = picked?.url === input.value.trim() ? picked : loaded;

  return (
    <div class="flex flex-col gap-2">
      <div class="flex flex-col gap-2 sm:flex-row">
        <Input {...input} autoComplete="off" spellcheck={false} class="min-w-0 sm:flex-1" />
        <Button variant="secondary" size="sm" class="h-10" onClick={() => setPicking(true)}>
          <ImagePlay size={15} aria-hidden="true" />
          Choose from library
        </Button>
      </div>
      {looksLoadable(input.value) && <Preview key={input.value.trim()} url={input.value.trim()} item={item} accept={accept} />}
      <MediaPickerDialog
        open={picking}
        accept={accept}
        onClose={() => setPicking(false)}
        onPick={(media) => {
          setPicked(media);
          onValueChange(media.url);
          setPicking(false);
        }}
      />
    </div>
  );
}
