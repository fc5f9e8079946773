// Library files for the tests, as the server describes them: a 4000×3000 JPEG photo with its
// placeholder colour and its 480 px variant beside it, used nowhere, unless told otherwise.

import type { Media, MediaInfo } from '@/types/media';

/** A library item (GET /api/admin/media): what the test names, over the photo. */
export const libraryItem = (fields: Pick<Media, 'id' | 'url' | 'name' | 'alt'> & Partial<Media>): Media => ({
  kind: 'image',
  version: 1,
  mime: 'image/jpeg',
  width: 4000,
  height: 3000,
  bytes: 5123456,
  color: '#a0765c',
  poster: null,
  variants: [{ url: fields.url.replace(/\.\w+$/, '-480.webp'), width: 480, format: 'webp' }],
  usedBy: [],
  createdAt: '2026-11-23T22:00:00Z',
  ...fields,
});

/** What the public site knows of the photo (the media map), with its `variants`. */
export const photoInfo = (variants: MediaInfo['variants']): MediaInfo => ({
  width: 4000,
  height: 3000,
  color: '#a0765c',
  kind: 'image',
  mime: 'image/jpeg',
  poster: null,
  variants,
});
