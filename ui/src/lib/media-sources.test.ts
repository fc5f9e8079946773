import { describe, expect, it } from 'vitest';
import { pictureSources, srcSet } from './media-sources';

const webp = (width: number) => ({ url: `/media/a-${width}.webp`, width, format: 'webp' });

describe('media sources', () => {
  it('lists variants narrowest first with their widths', () => {
    expect(srcSet([webp(960), webp(480), webp(1920)])).toBe(
      '/media/a-480.webp 480w, /media/a-960.webp 960w, /media/a-1920.webp 1920w',
    );
    expect(srcSet([])).toBe('');
  });

  it('offers one source per modern format, AVIF before WebP, and no img srcset without same-format variants', () => {
    const avif = { url: '/media/a-480.avif', width: 480, format: 'avif' };
    expect(pictureSources('/media/a.jpg', 4000, [webp(480), avif, webp(960)])).toEqual({
      sources: [
        { type: 'image/avif', srcSet: '/media/a-480.avif 480w' },
        { type: 'image/webp', srcSet: '/media/a-480.webp 480w, /media/a-960.webp 960w' },
      ],
      imgSrcSet: '',
    });
  });

  it("puts variants in the original's format in the img srcset, the original as the widest", () => {
    const jpeg = { url: '/media/a-480.jpg', width: 480, format: 'jpeg' };
    expect(pictureSources('/media/a.jpg', 4000, [jpeg, webp(480)])).toEqual({
      sources: [{ type: 'image/webp', srcSet: '/media/a-480.webp 480w' }],
      imgSrcSet: '/media/a-480.jpg 480w, /media/a.jpg 4000w',
    });
  });

  it('has nothing to offer for a file without variants (SVG, GIF)', () => {
    expect(pictureSources('/media/logo.svg', 120, [])).toEqual({ sources: [], imgSrcSet: '' });
  });
});
