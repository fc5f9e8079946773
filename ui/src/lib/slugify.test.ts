import { describe, expect, it } from 'vitest';
import { slugify, slugProblem } from './slugify';

describe('slugify (the server rule)', () => {
  it.each([
    ['Café & Co. — 2026!', 'cafe-co-2026'],
    ['  Social Media Marketing in Miami: What Works  ', 'social-media-marketing-in-miami-what-works'],
    ['Ñandú über straße', 'nandu-uber-stra-e'],
    ['!!!', ''],
    ['UGC: 10 ideas', 'ugc-10-ideas'],
    ['Crème brûlée---in   Wynwood', 'creme-brulee-in-wynwood'],
    ['ﬁrst ½ price', 'first-1-2-price'],
    ['日本 Tokyo', 'tokyo'],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('keeps at most 80 characters, cut at a hyphen', () => {
    const long = slugify('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith('-')).toBe(false);
    expect(long).toBe(Array(16).fill('word').join('-'));
  });

  it('keeps 80 characters of one long word', () => {
    expect(slugify('a'.repeat(100))).toBe('a'.repeat(80));
  });
});

describe('slugProblem', () => {
  it.each(['hello', 'hello-miami-2026', 'a'.repeat(80)])('accepts %s', (slug) => {
    expect(slugProblem(slug)).toBeUndefined();
  });

  it.each(['', 'Hello', 'two--hyphens', '-lead', 'trail-', 'spa ce', 'café', 'a'.repeat(81)])('refuses %s', (slug) => {
    expect(slugProblem(slug)).toMatch(/lowercase letters/);
  });
});
