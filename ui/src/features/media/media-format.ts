// The media library's words and numbers: an alt text guessed from a file name, sizes as people
// read them, and the checks a file and an alt text pass before upload.

import { MediaInput } from '@/lib/api-rules';
import { checkText } from '@/lib/field-rules';
import { formatBytes } from '@/lib/format-bytes';
import type { Media, MediaKind } from '@/types/media';

export { formatBytes };

export const ALT_MAX_LENGTH = MediaInput.alt.maxLength;
/** The server's limits (docs/DESIGN.md, "Media"), checked here too so a 300 MB file is not sent for nothing. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/svg+xml'] as const;
export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;

/** The file input's `accept`, per kind (none: both). */
export function acceptedTypes(kind?: MediaKind): string {
  const types = kind === 'image' ? IMAGE_TYPES : kind === 'video' ? VIDEO_TYPES : [...IMAGE_TYPES, ...VIDEO_TYPES];
  return types.join(',');
}

/** 'beach-shoot_2.jpg' → 'Beach shoot 2': a first alt text the admin can improve. */
export function altFromFileName(name: string): string {
  const words = name
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[\s._-]+/g, ' ')
    .trim();
  return (words.charAt(0).toUpperCase() + words.slice(1)).slice(0, ALT_MAX_LENGTH);
}

/** '4000 × 3000 · 4.9 MB'. */
export function describeMedia(item: Pick<Media, 'width' | 'height' | 'bytes'>): string {
  return `${item.width} × ${item.height} · ${formatBytes(item.bytes)}`;
}

/** Why `file` cannot be uploaded, or undefined. An unknown type is left to the server, which
 * reads the bytes anyway. */
export function checkFile(file: File, kind?: MediaKind): string | undefined {
  const allowed: readonly string[] =
    kind === 'image' ? IMAGE_TYPES : kind === 'video' ? VIDEO_TYPES : [...IMAGE_TYPES, ...VIDEO_TYPES];
  if (file.type && !allowed.includes(file.type)) {
    return kind === 'image'
      ? 'Choose a JPEG, PNG, WebP, GIF or SVG image.'
      : 'Choose a JPEG, PNG, WebP, GIF or SVG image, or an MP4 or WebM video.';
  }
  if (file.size === 0) return 'The file is empty.';
  const limit = file.type.startsWith('image/') ? MAX_IMAGE_BYTES : MAX_VIDEO_BYTES;
  if (file.size > limit) {
    const what = file.type.startsWith('image/') ? 'Images' : file.type ? 'Videos' : 'Files';
    return `${what} can be at most ${formatBytes(limit)}.`;
  }
  return undefined;
}

/** The alt text's problem, in the server's words, or undefined. */
export const checkAlt = (alt: string) => checkText(MediaInput.alt, alt);
