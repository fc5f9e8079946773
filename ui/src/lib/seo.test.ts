import { describe, expect, it } from 'vitest';
import {
  breadcrumbUrl,
  clip,
  pageDescription,
  pageTitle,
  searchSnippet,
  type SeoPageKind,
  seoDescriptionLength,
  seoTitleLength,
} from './seo';

const x = (n: number) => 'x'.repeat(n);

describe('seoTitleLength', () => {
  it.each([
    [0, 'ok', /title is used/],
    [40, 'ok', /good length/],
    [60, 'ok', /good length/],
    [61, 'warn', /may cut/],
    [70, 'warn', /may cut/],
    [71, 'error', /at most 70/],
  ] as const)('%i characters: %s', (n, tone, note) => {
    const report = seoTitleLength(x(n));
    expect(report).toMatchObject({ count: n, max: 70, tone });
    expect(report.note).toMatch(note);
  });

  it('counts characters, not UTF-16 units, and ignores the edges’ spaces', () => {
    expect(seoTitleLength('  🌴 Miami  ').count).toBe(7);
  });
});

describe('seoDescriptionLength', () => {
  it.each([
    [0, 'ok', /excerpt is used/],
    [20, 'warn', /Short/],
    [50, 'ok', /good length/],
    [155, 'ok', /good length/],
    [156, 'warn', /may cut/],
    [160, 'warn', /may cut/],
    [161, 'error', /at most 160/],
  ] as const)('%i characters: %s', (n, tone, note) => {
    const report = seoDescriptionLength(x(n));
    expect(report).toMatchObject({ count: n, max: 160, tone });
    expect(report.note).toMatch(note);
  });
});

describe('page title and description', () => {
  it('use the SEO fields when set, else the title and excerpt', () => {
    const post = { title: 'UGC guide', seoTitle: '', excerpt: 'How to brief creators.', seoDescription: '' };
    expect(pageTitle(post, 'MYTH Agency')).toBe('UGC guide | MYTH Agency Blog');
    expect(pageDescription(post)).toBe('How to brief creators.');
    const seo = { ...post, seoTitle: 'UGC for local brands', seoDescription: 'Brief, plan, measure.' };
    expect(pageTitle(seo, 'MYTH Agency')).toBe('UGC for local brands | MYTH Agency Blog');
    expect(pageDescription(seo)).toBe('Brief, plan, measure.');
  });
});

describe('clip', () => {
  it('leaves short text alone and cuts long text at a word', () => {
    expect(clip('Short and sweet', 60)).toBe('Short and sweet');
    expect(clip('one two three four five', 12)).toBe('one two ...');
    expect(clip('Miami, Brickell, Wynwood and more', 17)).toBe('Miami, Brickell ...');
  });

  it('cuts a word with no space in reach', () => {
    expect(clip(x(30), 10)).toBe(`${x(10)} ...`);
  });
});

describe('search snippet', () => {
  it('shows the host and the path as crumbs', () => {
    expect(breadcrumbUrl('https://mythagency.com', 'ugc-guide')).toBe('mythagency.com › blog › ugc-guide');
    expect(breadcrumbUrl('', '')).toBe('example.com › blog › …');
  });

  it('puts the three together', () => {
    const snippet = searchSnippet(
      { title: 'UGC guide', seoTitle: '', excerpt: 'Brief creators.', seoDescription: '', slug: 'ugc-guide' },
      { name: 'MYTH Agency', publicUrl: 'http://127.0.0.1:8080' },
    );
    expect(snippet).toEqual({
      title: 'UGC guide | MYTH Agency Blog',
      url: '127.0.0.1:8080 › blog › ugc-guide',
      description: 'Brief creators.',
    });
  });
});

describe('another kind of page', () => {
  const work: SeoPageKind = {
    section: 'work',
    title: (seoTitle, title, siteName) => `${seoTitle.trim() || `${title}: case study`} | ${siteName}`,
    titleFallback: 'the project’s title',
    descriptionFallback: 'the project’s description',
    descriptionMissing: 'Nothing yet.',
  };

  it('has its own address, title and notes', () => {
    const snippet = searchSnippet(
      { title: 'Solana Cocina', seoTitle: '', excerpt: 'A relaunch.', seoDescription: '', slug: 'solana-cocina' },
      { name: 'MYTH Agency', publicUrl: 'https://mythagency.com' },
      work,
    );
    expect(snippet).toEqual({ title: 'Solana Cocina: case study | MYTH Agency', url: 'mythagency.com › work › solana-cocina', description: 'A relaunch.' });
    expect(seoTitleLength('', work).note).toBe('Empty: the project’s title is used.');
    expect(seoDescriptionLength('', work).note).toBe('Empty: the project’s description is used.');
  });
});
