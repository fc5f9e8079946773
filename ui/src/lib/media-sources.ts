// The responsive sources of a library image: the server resizes each upload into variants (one
// width and format each); a <picture> offers them so the browser fetches the smallest that fills
// the place the layout gives the image. Also what a video address outside the library is.

import type { MediaInfo, MediaVariant } from '@/types/media';

/** Formats worth a <source type> of their own, best first; browsers without them get the <img>. */
const SOURCE_FORMATS = ['avif', 'webp'] as const;

/** `url 480w, url 960w`: the srcset of `variants`, narrowest first. */
export function srcSet(variants: readonly MediaVariant[]): string {
  return [...variants]
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
}

export interface PictureSources {
  /** One <source> per modern format the variants come in, best first. */
  sources: { type: string; srcSet: string }[];
  /** The <img srcset>: variants in the original's own format, with the original as the widest;
   * empty when there are none (the <img src> alone is the fallback). */
  imgSrcSet: string;
}

/** The sources of a <picture> for an original at `url` (`width` px wide) and its variants. */
export function pictureSources(url: string, width: number, variants: readonly MediaVariant[]): PictureSources {
  const sources = SOURCE_FORMATS.map((format) => ({
    type: `image/${format}`,
    srcSet: srcSet(variants.filter((v) => v.format === format)),
  })).filter((source) => source.srcSet);
  const plain = variants.filter((v) => !(SOURCE_FORMATS as readonly string[]).includes(v.format) && v.width < width);
  return { sources, imgSrcSet: plain.length ? srcSet([...plain, { url, width, format: '' }]) : '' };
}

/** A video file by its name (the library keeps the extension): an address outside the library
 * that the page can still play. */
export const looksLikeVideo = (url: string) => /\.(mp4|webm|mov|m4v)(?:[?#]|$)/i.test(url);

/** What the page knows of a video outside the library: its type, and a 16:9 box. */
export function videoInfo(url: string): MediaInfo {
  const webm = /\.webm(?:[?#]|$)/i.test(url);
  return { kind: 'video', mime: webm ? 'video/webm' : 'video/mp4', width: 1600, height: 900, color: null, poster: null, variants: [] };
}
