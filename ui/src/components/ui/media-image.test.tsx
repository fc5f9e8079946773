import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { photoInfo } from '@/testing/media';
import type { MediaInfo } from '@/types/media';
import { MediaImage } from './media-image';

const PHOTO = photoInfo([
  { url: '/media/3f2a-480.webp', width: 480, format: 'webp' },
  { url: '/media/3f2a-960.webp', width: 960, format: 'webp' },
]);

const CLIP: MediaInfo = {
  width: 1920,
  height: 1080,
  color: null,
  kind: 'video',
  mime: 'video/mp4',
  poster: '/media/poster.jpg',
  variants: [],
};

/** Every video on screen scrolls into view at once; `reduce` sets prefers-reduced-motion. */
function stubViewport(reduce: boolean) {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      disconnect() {}
    },
  );
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
}

describe('MediaImage', () => {
  it('draws a library image as a picture of its WebP variants, sized by the map, lazily', () => {
    render(<MediaImage src="/media/3f2a.jpg" info={PHOTO} alt="Beach" width={800} height={500} sizes="100vw" themed class="w-full" />);
    const img = screen.getByRole('img', { name: 'Beach' });
    const picture = img.parentElement!;
    expect(picture.tagName).toBe('PICTURE');
    const source = picture.querySelector('source')!;
    expect(source.getAttribute('type')).toBe('image/webp');
    expect(source.getAttribute('srcset')).toBe('/media/3f2a-480.webp 480w, /media/3f2a-960.webp 960w');
    expect(source.getAttribute('sizes')).toBe('100vw');
    expect(img.getAttribute('src')).toBe('/media/3f2a.jpg');
    expect(img.getAttribute('width')).toBe('4000');
    expect(img.getAttribute('height')).toBe('3000');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
    // Library photos keep their colours: no theme tint.
    expect(img.getAttribute('class')).toBe('w-full');
  });

  it('shows the dominant colour until the image has loaded', () => {
    render(<MediaImage src="/media/3f2a.jpg" info={PHOTO} alt="Beach" width={800} height={500} sizes="100vw" />);
    const img = screen.getByRole('img', { name: 'Beach' });
    expect(img.style.backgroundColor).not.toBe('');
    fireEvent.load(img);
    expect(img.style.backgroundColor).toBe('');
  });

  it('fetches the first screen’s main image at once and first', () => {
    render(<MediaImage src="/media/3f2a.jpg" info={PHOTO} alt="Hero" width={800} height={500} sizes="100vw" priority />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('draws an address outside the library as a plain img of the given size, tinted if it is site art', () => {
    render(<MediaImage src="/images/work/case.svg" alt="Case" width={800} height={500} sizes="100vw" themed class="w-full" />);
    const img = screen.getByRole('img', { name: 'Case' });
    expect(img.parentElement!.tagName).not.toBe('PICTURE');
    expect(img.getAttribute('width')).toBe('800');
    expect(img.getAttribute('class')).toBe('art w-full');
    expect(img.hasAttribute('srcset')).toBe(false);
  });

  it('draws a library drawing (SVG, no variants) as a sized img that follows the theme', () => {
    const logo = { ...PHOTO, mime: 'image/svg+xml', width: 120, height: 48, color: null, variants: [] };
    render(<MediaImage src="/media/logo.svg" info={logo} alt="Logo" width={130} height={52} sizes="130px" themed />);
    const img = screen.getByRole('img', { name: 'Logo' });
    expect(img.parentElement!.tagName).not.toBe('PICTURE');
    expect(img.getAttribute('width')).toBe('120');
    expect(img.getAttribute('height')).toBe('48');
    expect(img.classList.contains('art')).toBe(true);
  });

  it('draws a library video as a muted, looping, lazily loaded video that plays in view', () => {
    stubViewport(false);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    render(<MediaImage src="/media/clip.mp4" info={CLIP} alt="Reel" width={800} height={500} sizes="100vw" />);
    const video = document.querySelector('video')!;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.getAttribute('poster')).toBe('/media/poster.jpg');
    expect(video.getAttribute('width')).toBe('1920');
    expect(video.getAttribute('aria-label')).toBe('Reel');
    const source = video.querySelector('source')!;
    expect(source.getAttribute('src')).toBe('/media/clip.mp4');
    expect(source.getAttribute('type')).toBe('video/mp4');
    expect(play).toHaveBeenCalled();
  });

  it('under reduced motion a video waits for its Play button, which pauses it again', () => {
    stubViewport(true);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    render(<MediaImage src="/media/clip.mp4" info={CLIP} alt="Reel" width={800} height={500} sizes="100vw" />);
    expect(play).not.toHaveBeenCalled();

    const video = document.querySelector('video')!;
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Reel' }));
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.play(video);
    Object.defineProperty(video, 'paused', { value: false, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: 'Pause video: Reel' }));
    expect(pause).toHaveBeenCalled();
  });
});
