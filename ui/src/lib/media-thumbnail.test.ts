import { describe, expect, it } from 'vitest';
import { thumbnailUrl } from './media-thumbnail';

const webp = (width: number) => ({ url: `/media/a-${width}.webp`, width, format: 'webp' });

describe('thumbnailUrl', () => {
  it('thumbnails an image by its narrowest variant, an SVG by itself, a video by its poster', () => {
    const photo = { url: '/media/a.jpg', kind: 'image' as const, variants: [webp(960), webp(480)] };
    expect(thumbnailUrl(photo)).toBe('/media/a-480.webp');
    expect(thumbnailUrl({ ...photo, url: '/media/logo.svg', variants: [] })).toBe('/media/logo.svg');
    const clip = { url: '/media/clip.mp4', kind: 'video' as const, variants: [] };
    expect(thumbnailUrl({ ...clip, poster: '/media/p.jpg' })).toBe('/media/p.jpg');
    expect(thumbnailUrl(clip)).toBeNull();
  });
});
