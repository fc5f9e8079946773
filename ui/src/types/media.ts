// The media library as the server's OpenAPI document declares it: what the admin screens list and
// edit, and what the public site knows of each library file it shows.

import type { ApiSchema } from '@/lib/api-client';

/** 'image' or 'video'. */
export type MediaKind = ApiSchema<'Kind'>;

/** A resized copy of an image (WebP), served beside the original. */
export type MediaVariant = ApiSchema<'Variant'>;

/** One upload of the library. `variants` are narrowest first; `usedBy` names what shows it
 * ('Project “Brickell Coffee Launch”'); `color` is the placeholder while it loads. */
export type Media = ApiSchema<'Media'>;

/** GET /api/admin/media: one page, newest first, and how many match in all. */
export type MediaList = ApiSchema<'MediaList'>;

/** POST and PATCH /api/admin/media answer the item. */
export type MediaResponse = ApiSchema<'MediaResponse'>;

/** What the public site needs to draw one library file: its size, placeholder and variants. */
export type MediaInfo = ApiSchema<'PublicMedia'>;

/** The library files the public content uses, keyed by url (app-data's `media`, GET /api/media). */
export type MediaMap = ApiSchema<'MediaMap'>['media'];

/** What an image field's library picker offers: images only, or videos too (a project's picture
 * may be a muted clip). Not the server's: the fields decide it. */
export type MediaAccept = 'image' | 'image-or-video';
