import { describe, expect, it } from 'vitest';
import { existsIn, languageLinks, parseAlternates } from './switch';

const EN_ES = ['en', 'es'];
const hrefs = (links: ReturnType<typeof languageLinks>) => Object.fromEntries(links.map((link) => [link.lang, link.href]));

describe('the language switch', () => {
  it.each([
    ['/', 'en', { en: '/', es: '/es' }],
    ['/es', 'es', { en: '/', es: '/es' }],
    ['/blog', 'en', { en: '/blog', es: '/es/blog' }],
    ['/es/blog', 'es', { en: '/blog', es: '/es/blog' }],
    ['/privacy', 'en', { en: '/privacy', es: '/es/privacy' }],
    ['/es/terms', 'es', { en: '/terms', es: '/es/terms' }],
  ])('leads from %s (%s) to the same page under the other prefix', (pathname, lang, expected) => {
    expect(hrefs(languageLinks({ pathname, lang }, EN_ES))).toEqual(expected);
  });

  it('marks the page’s own language current, and lists the languages in the setting’s order', () => {
    const links = languageLinks({ pathname: '/es/blog', lang: 'es' }, EN_ES);
    expect(links.map(({ lang, current }) => [lang, current])).toEqual([
      ['en', false],
      ['es', true],
    ]);
  });

  it('leaves a blog page’s query behind (categories and page numbers are each language’s), but keeps it on the current link', () => {
    const links = languageLinks({ pathname: '/blog', search: '?category=ugc&page=2', lang: 'en' }, EN_ES);
    expect(hrefs(links)).toEqual({ en: '/blog?category=ugc&page=2', es: '/es/blog' });
  });

  it('leads an article to its own version in each language, whose slug is its own', () => {
    const alternates = { en: '/blog/miami-social-media', es: '/es/blog/redes-sociales-en-miami' };
    const links = languageLinks({ pathname: '/blog/miami-social-media', lang: 'en' }, EN_ES, alternates);
    expect(hrefs(links)).toEqual({ en: '/blog/miami-social-media', es: '/es/blog/redes-sociales-en-miami' });
  });

  it('leads an item not published in a language to that language’s home', () => {
    const links = languageLinks({ pathname: '/es/work/solo-en-espanol', lang: 'es' }, EN_ES, { es: '/es/work/solo-en-espanol' });
    expect(hrefs(links)).toEqual({ en: '/', es: '/es/work/solo-en-espanol' });
    expect(hrefs(languageLinks({ pathname: '/no-such-page', lang: 'en' }, EN_ES, {}))).toEqual({ en: '/no-such-page', es: '/es' });
  });

  it('works the same when the default language is Spanish', () => {
    const links = languageLinks({ pathname: '/blog', lang: 'es' }, ['es', 'en']);
    expect(hrefs(links)).toEqual({ es: '/blog', en: '/en/blog' });
  });

  it('says whether a page exists in a language', () => {
    expect(existsIn('es')).toBe(true);
    expect(existsIn('es', { en: '/blog/a' })).toBe(false);
    expect(existsIn('es', { en: '/blog/a', es: '/es/blog/b' })).toBe(true);
  });
});

describe('parseAlternates', () => {
  it('keeps the site paths of an item’s versions, and says nothing of a missing field', () => {
    expect(parseAlternates({ en: '/blog/a', es: '/es/blog/b' })).toEqual({ en: '/blog/a', es: '/es/blog/b' });
    expect(parseAlternates({ en: '/blog/a', es: 'https://elsewhere.example/', pt: 3 })).toEqual({ en: '/blog/a' });
    expect(parseAlternates(undefined)).toBeUndefined();
    expect(parseAlternates(['/blog/a'])).toBeUndefined();
  });
});
