import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT } from '@/config/default-content';
import { parseSiteContent } from './parse-content';

type Node = Record<string, unknown>;

/** The content as a page inlines it (every field, the legal pages as flags), with `changes` at
 * their dotted paths: malformed values too. */
function inlined(changes: Node = {}): Node {
  const raw = structuredClone(DEFAULT_CONTENT) as unknown as Node;
  for (const [path, value] of Object.entries(changes)) {
    const keys = path.split('.');
    const last = keys.pop()!;
    keys.reduce((node, key) => node[key] as Node, raw)[last] = value;
  }
  return raw;
}

describe('site content parsing', () => {
  it('reads a whole content as it is, and says it needs no defaults', () => {
    const raw = inlined({
      'hero.subtitle': 'A new promise for Miami.',
      'hero.media': '/media/reel.mp4',
      stats: [{ value: '4.9★', label: 'Google rating' }],
      'sections.faq': false,
    });
    const { content, complete } = parseSiteContent(raw);
    expect(complete).toBe(true);
    expect(content.hero.subtitle).toBe('A new promise for Miami.');
    expect(content.hero.media).toBe('/media/reel.mp4');
    expect(content.stats).toEqual([{ value: '4.9★', label: 'Google rating' }]);
    expect(content.sections.faq).toBe(false);
    expect(content.faq).toEqual(DEFAULT_CONTENT.faq);
  });

  it('the defaults are the copy the site was built with', () => {
    expect(DEFAULT_CONTENT.hero.primaryLabel).toBe("Let's talk");
    expect(DEFAULT_CONTENT.stats.map((s) => s.value)).toEqual(['100+', '10K+', '500K+', '4+']);
    expect(DEFAULT_CONTENT.process.steps.map((s) => s.title)).toEqual(['Discovery', 'Strategy', 'Execution', 'Optimization']);
    expect(DEFAULT_CONTENT.about.founder.name).toBe('Alex Rivera');
    expect(DEFAULT_CONTENT.faq.items).toHaveLength(4);
    expect(Object.values(DEFAULT_CONTENT.sections).every(Boolean)).toBe(true);
  });

  it('a malformed field takes its default; the rest of its section stays', () => {
    const raw = inlined({
      'hero.subtitle': 42,
      'hero.headline': 'Stories that sell.',
      cta: 'nope',
      stats: { value: '1' },
      'sections.stats': 'yes',
      'about.founder.photo': 7,
    });
    const { content, complete } = parseSiteContent(raw, DEFAULT_CONTENT);
    expect(complete).toBe(false);
    expect(content.hero.subtitle).toBe(DEFAULT_CONTENT.hero.subtitle);
    expect(content.hero.headline).toBe('Stories that sell.');
    expect(content.cta).toEqual(DEFAULT_CONTENT.cta);
    expect(content.stats).toEqual(DEFAULT_CONTENT.stats);
    expect(content.sections.stats).toBe(true);
    expect(content.about.founder.photo).toBe(DEFAULT_CONTENT.about.founder.photo);
  });

  it('without defaults at hand, an unreadable field is empty and a list has no items', () => {
    const { content, complete } = parseSiteContent(undefined);
    expect(complete).toBe(false);
    expect(content.hero.subtitle).toBe('');
    expect(content.hero.media).toBeNull();
    expect(content.stats).toEqual([]);
    expect(content.faq.items).toEqual([]);
    expect(content.legal).toEqual({ privacy: false, terms: false });
    expect(parseSiteContent('x', DEFAULT_CONTENT).content).toEqual(DEFAULT_CONTENT);
  });

  it('a list keeps its well-formed items, without their extra fields', () => {
    const raw = inlined({
      stats: [{ value: '7', label: 'Awards', extra: true }, { value: 7, label: 'Bad' }, null, 'x'],
      'hero.capabilities': ['UGC', 3, 'Reels'],
      'social.links': [
        { network: 'instagram', url: 'https://instagram.com/a' },
        { network: 'myspace', url: 'https://myspace.com/a' },
        { network: 'x' },
      ],
    });
    const { content, complete } = parseSiteContent(raw);
    expect(complete).toBe(true);
    expect(content.stats).toEqual([{ value: '7', label: 'Awards' }]);
    expect(content.hero.capabilities).toEqual(['UGC', 'Reels']);
    expect(content.social.links).toEqual([{ network: 'instagram', url: 'https://instagram.com/a' }]);
  });

  it('no hero media and no founder photo are kept as none', () => {
    const { content, complete } = parseSiteContent(inlined({ 'about.founder.photo': null }));
    expect(complete).toBe(true);
    expect(content.about.founder.photo).toBeNull();
    expect(content.hero.media).toBeNull();
  });

  it("the API's legal pages become whether each exists", () => {
    const { content, complete } = parseSiteContent(inlined({ legal: { privacyMarkdown: '## Privacy', termsMarkdown: '  ' } }));
    expect(complete).toBe(true);
    expect(content.legal).toEqual({ privacy: true, terms: false });
  });
});
