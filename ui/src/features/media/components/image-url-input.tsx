// The control of an image field in any content form: the address as text (a library file, any
// http(s) URL or a path on this site, typed or pasted as before), a "Choose from library" button
// whose pick fills it, and a small preview of what the address shows.

import { ImagePlay } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { Media } from '@/types/media';
import { useLoadedMedia } from '../api/media';
import { describeMedia, thumbnailUrl } from '../media-format';
import { MediaPickerDialog } from './media-picker-dialog';

export interface ImageUrlInputProps {
  id: string;
  name: string;
  value: string;
  placeholder?: string;
  onInput: (event: Event) => void;
  /** Sets the value as typing it would (a pick from the library). */
  onValueChange: (value: string) => void;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** Worth a preview: an address the browser can load, not half of one being typed. */
const looksLoadable = (value: string) => /^(https?:\/\/[^/\s]+|\/[^/\s])/i.test(value.trim());

function Preview({ url, item }: { url: string; item?: Media }) {
  const [broken, setBroken] = useState(false);
  if (broken) return <p class="text-xs text-muted">No preview: the address does not load an image here.</p>;
  return (
    <div class="flex items-center gap-3">
      <img
        src={(item && thumbnailUrl(item)) ?? url}
        alt=""
        onError={() => setBroken(true)}
        class="h-14 w-20 shrink-0 rounded-md border border-line bg-white/[0.04] object-cover"
        style={item?.color ? { backgroundColor: item.color } : undefined}
      />
      {item && (
        <p class="min-w-0 text-xs text-muted">
          <span class="block truncate font-medium text-ink">{item.alt}</span>
          {describeMedia(item)}
        </p>
      )}
    </div>
  );
}

export function ImageUrlInput({ onValueChange, ...input }: ImageUrlInputProps) {
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
      {looksLoadable(input.value) && <Preview key={input.value.trim()} url={input.value.trim()} item={item} />}
      <MediaPickerDialog
        open={picking}
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
