import { describe, expect, it } from 'vitest';
import { libraryItem } from '@/testing/media';
import type { Media } from '@/types/media';
import { acceptedTypes, altFromFileName, checkAlt, checkFile, describeMedia, formatBytes } from './media-format';

const MB = 1024 * 1024;
const file = (name: string, type: string, size: number) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

const item = (extra: Partial<Media> = {}): Media =>
  libraryItem({
    id: 7,
    url: '/media/3f2a.jpg',
    name: 'beach-shoot.jpg',
    alt: 'Two models on South Beach at sunset',
    variants: [
      { url: '/media/3f2a-480.webp', width: 480, format: 'webp' },
      { url: '/media/3f2a-960.webp', width: 960, format: 'webp' },
    ],
    ...extra,
  });

describe('media format', () => {
  it.each([
    ['beach-shoot_2.jpg', 'Beach shoot 2'],
    ['Brickell Coffee.Launch.PNG', 'Brickell Coffee Launch'],
    ['  __reel--final__.webm', 'Reel final'],
    ['IMG_2041.jpeg', 'IMG 2041'],
    ['no-extension', 'No extension'],
    ['.jpg', ''],
  ])('guesses the alt text of %j as %j', (name, alt) => {
    expect(altFromFileName(name)).toBe(alt);
  });

  it('keeps a guessed alt text within the 200 characters the server allows', () => {
    expect(altFromFileName(`${'a'.repeat(300)}.jpg`)).toHaveLength(200);
  });

  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [980 * 1024, '980 KB'],
    [5123456, '4.9 MB'],
    [20 * MB, '20 MB'],
    [1.25 * 1024 * MB, '1.3 GB'],
  ])('writes %d bytes as %j', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it('describes an item by its dimensions and size', () => {
    expect(describeMedia(item())).toBe('4000 × 3000 · 4.9 MB');
  });

  it("checks a file's type and size before sending it", () => {
    expect(checkFile(file('a.jpg', 'image/jpeg', 5 * MB))).toBeUndefined();
    expect(checkFile(file('a.jpg', 'image/jpeg', 21 * MB))).toBe('Images can be at most 20 MB.');
    expect(checkFile(file('a.mp4', 'video/mp4', 99 * MB))).toBeUndefined();
    expect(checkFile(file('a.mp4', 'video/mp4', 101 * MB))).toBe('Videos can be at most 100 MB.');
    expect(checkFile(file('a.mp4', 'video/mp4', 1 * MB), 'image')).toBe('Choose a JPEG, PNG, WebP, GIF or SVG image.');
    expect(checkFile(file('a.heic', 'image/heic', MB))).toMatch(/^Choose a JPEG/);
    expect(checkFile(file('a.jpg', 'image/jpeg', 0))).toBe('The file is empty.');
    // No type from the browser: the server reads the bytes and decides.
    expect(checkFile(file('a.raw', '', 50 * MB))).toBeUndefined();
    expect(checkFile(file('a.raw', '', 101 * MB))).toBe('Files can be at most 100 MB.');
  });

  it('requires an alt text of at most 200 characters', () => {
    expect(checkAlt('  ')).toBe('Alt text is required: describe what the image shows');
    expect(checkAlt('A'.repeat(200))).toBeUndefined();
    expect(checkAlt('A'.repeat(201))).toBe('Alt text must be at most 200 characters');
  });

  it('accepts the types of the kind asked for', () => {
    expect(acceptedTypes('image')).not.toContain('video/');
    expect(acceptedTypes()).toContain('video/webm');
  });
});
