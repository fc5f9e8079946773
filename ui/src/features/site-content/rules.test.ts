import { describe, expect, it } from 'vitest';
import { checkSection, isSafeUrl, LINK_MESSAGE, NETWORK_TAKEN, STAT_MESSAGE } from './rules';
import { TEST_CONTENT } from './test-content';
import type { SectionKey, SiteContent } from './types';

const SECTIONS = Object.keys(TEST_CONTENT) as SectionKey[];

/** The section `key` of the test content with `change` over it. */
function check<K extends SectionKey>(key: K, change: Partial<SiteContent[K]> | SiteContent[K]) {
  const now = TEST_CONTENT[key];
  return checkSection(key, (Array.isArray(change) ? change : { ...now, ...change }) as SiteContent[K]);
}

describe('checkSection', () => {
  it.each(SECTIONS)('takes the content the site starts with (%s)', (key) => {
    expect(checkSection(key, TEST_CONTENT[key])).toEqual({});
  });

  it.each([
    ['a stat longer than 12 characters', () => check('stats', [{ value: 'More than ten thousand', label: 'Followers' }]), 'stats.0.value', STAT_MESSAGE],
    ['an empty stat', () => check('stats', [{ value: '  ', label: 'Followers' }]), 'stats.0.value', STAT_MESSAGE],
    ['a stat on two lines', () => check('stats', [{ value: '10\nK', label: 'Followers' }]), 'stats.0.value', STAT_MESSAGE],
    ['a one-letter stat label', () => check('stats', [{ value: '7', label: 'A' }]), 'stats.0.label', "The stat's label must be at least 2 characters"],
    ['a seventh stat', () => check('stats', Array.from({ length: 7 }, () => ({ value: '1', label: 'One more' }))), 'stats', 'Keep at most 6 stats'],
    ['a short subtitle', () => check('hero', { subtitle: 'Too short' }), 'hero.subtitle', 'The subtitle must be at least 10 characters'],
    ['a long subtitle', () => check('hero', { subtitle: 'x'.repeat(301) }), 'hero.subtitle', 'The subtitle must be at most 300 characters'],
    ['a one-letter button', () => check('hero', { primaryLabel: 'G' }), 'hero.primaryLabel', "The main button's label must be at least 2 characters"],
    ['a 31-character button', () => check('cta', { buttonLabel: 'x'.repeat(31) }), 'cta.buttonLabel', "The button's label must be at most 30 characters"],
    ['a headline on two lines', () => check('hero', { headline: 'Two\nlines' }), 'hero.headline', 'The headline must fit on one line'],
    ['a control character', () => check('hero', { eyebrow: 'Bell\u0007' }), 'hero.eyebrow', 'The eyebrow contains characters that are not allowed'],
    ['a script as the hero media', () => check('hero', { media: 'javascript:alert(1)' }), 'hero.media', 'The picture or video must start with https://, http:// or / (a path on this site)'],
    ['a one-letter capability', () => check('hero', { capabilities: ['UGC', 'X'] }), 'hero.capabilities.1', 'A capability must be at least 2 characters'],
    ['no steps', () => check('process', { steps: [] }), 'process.steps', 'Keep at least one step'],
    ['a short step description', () => check('process', { steps: [{ title: 'Plan', description: 'Short' }] }), 'process.steps.0.description', "The step's description must be at least 10 characters"],
    ['a short FAQ question', () => check('faq', { items: [{ question: 'Why?', answer: 'Because.' }] }), 'faq.items.0.question', 'The question must be at least 5 characters'],
    ['an empty FAQ answer', () => check('faq', { items: [{ question: 'Is this fine?', answer: '  ' }] }), 'faq.items.0.answer', 'The answer is required'],
    ['a long FAQ answer', () => check('faq', { items: [{ question: 'Is this fine?', answer: 'x'.repeat(1001) }] }), 'faq.items.0.answer', 'The answer must be at most 1000 characters'],
    ['a twenty-first question', () => check('faq', { items: Array.from({ length: 21 }, () => ({ question: 'Is this fine?', answer: 'Yes.' })) }), 'faq.items', 'Keep at most 20 questions'],
    ['a profile that is not a web address', () => check('social', { links: [{ network: 'x', url: 'mailto:hi@example.com' }] }), 'social.links.0.url', LINK_MESSAGE],
    ['a profile on this site', () => check('social', { links: [{ network: 'x', url: '/about' }] }), 'social.links.0.url', LINK_MESSAGE],
    ['a network linked twice', () => check('social', { links: [{ network: 'x', url: 'https://x.com/a' }, { network: 'x', url: 'https://x.com/b' }] }), 'social.links.1.network', NETWORK_TAKEN],
    ['a founder link linked twice', () => check('about', { founder: { ...TEST_CONTENT.about.founder, links: [{ network: 'tiktok', url: 'https://tiktok.com/@a' }, { network: 'tiktok', url: 'https://tiktok.com/@b' }] } }), 'about.founder.links.1.network', NETWORK_TAKEN],
    ['a ninth link', () => check('social', { links: Array.from({ length: 9 }, (_, i) => ({ network: 'x' as const, url: `https://x.com/${i}` })) }), 'social.links', 'Keep at most 8 links'],
    ['a short about text', () => check('about', { body: 'Hi there' }), 'about.body', 'The text must be at least 10 characters'],
    ['a long privacy policy', () => check('legal', { privacyMarkdown: 'x'.repeat(100_001) }), 'legal.privacyMarkdown', 'The Privacy Policy must be at most 100,000 characters'],
  ])('names its field for %s', (_, run, key, message) => {
    expect(run()[key]).toBe(message);
  });

  it('counts characters, not UTF-16 units, after trimming', () => {
    expect(check('stats', [{ value: '  4.9★★★★★★★★  ', label: 'Rating' }])).toEqual({});
    expect(check('stats', [{ value: '😀'.repeat(12), label: 'Smiles' }])).toEqual({});
    expect(check('stats', [{ value: '😀'.repeat(13), label: 'Smiles' }])['stats.0.value']).toBe(STAT_MESSAGE);
  });

  it('takes an empty picture, a library file and a web address', () => {
    for (const media of [null, '', '/media/reel.mp4', 'https://cdn.example/reel.mp4']) {
      expect(check('hero', { media })).toEqual({});
    }
  });
});

describe('isSafeUrl', () => {
  it.each([
    ['/media/a.webp', true],
    ['https://example.com/a.png', true],
    ['HTTP://example.com', true],
    ['//evil.example/a.png', false],
    ['/\\evil.example', false],
    ['https:///nohost', false],
    ['https://', false],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
    ['https://example.com/a b.png', false],
    ['https://example.com/"onload="x', false],
  ])('%s -> %s', (value, safe) => {
    expect(isSafeUrl(value)).toBe(safe);
  });
});
