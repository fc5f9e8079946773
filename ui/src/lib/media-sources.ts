// The responsive sources of a library image: the server resizes each upload into variants (one
// width and format each); a <picture> offers them so the browser fetches the smallest that fills
// the place the layout gives the image.

import type { MediaVariant } from '@/types/media';

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
