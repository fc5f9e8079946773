import { describe, expect, it } from 'vitest';
import { nativeName, parseLanguages, pathIn, splitPath } from './languages';

const EN_ES = ['en', 'es'];

describe('the languages setting', () => {
  it.each([
    ['en,es', ['en', 'es']],
    [' EN, es ,pt', ['en', 'es', 'pt']],
    ['es,en', ['es', 'en']],
    ['en', ['en']],
  ])('%j is %j, the default first', (setting, expected) => {
    expect(parseLanguages(setting)).toEqual(expected);
  });

  it.each([undefined, null, 42, '', 'en,,es', 'english', 'en,en', 'e1', 'en;es'])('%j is English alone', (setting) => {
    expect(parseLanguages(setting)).toEqual(['en']);
  });
});

describe('addresses in each language', () => {
  it.each([
    ['/', 'en', '/'],
    ['/blog/x', 'en', '/blog/x'],
    ['/es', 'es', '/'],
    ['/es/', 'es', '/'],
    ['/es/blog/x', 'es', '/blog/x'],
    ['/es/work/casa-coral', 'es', '/work/casa-coral'],
    ['/escape', 'en', '/escape'],
    ['/en/blog', 'en', '/en/blog'],
    ['/admin', 'en', '/admin'],
  ])('%s is a page in %s, %s in the default language', (address, lang, path) => {
    expect(splitPath(address, EN_ES)).toEqual({ lang, path });
  });

  it('takes the first language as the default, whichever it is', () => {
    expect(splitPath('/', ['es', 'en'])).toEqual({ lang: 'es', path: '/' });
    expect(splitPath('/en/blog', ['es', 'en'])).toEqual({ lang: 'en', path: '/blog' });
    expect(splitPath('/es/blog', ['es', 'en'])).toEqual({ lang: 'es', path: '/es/blog' });
  });

  it.each([
    ['es', '/', '/es'],
    ['es', '/blog', '/es/blog'],
    ['es', '/blog/:slug', '/es/blog/:slug'],
    ['es', '/work/x', '/es/work/x'],
    ['es', '/privacy', '/es/privacy'],
    ['en', '/work/x', '/work/x'],
    ['en', '/', '/'],
    ['fr', '/blog', '/blog'],
  ])('in %s, %s is %s', (lang, path, address) => {
    expect(pathIn(lang, path, EN_ES)).toBe(address);
  });

  it('round-trips: an address split and joined again is itself', () => {
    for (const address of ['/', '/es', '/blog', '/es/blog', '/es/blog/mi-articulo', '/terms', '/es/terms']) {
      const { lang, path } = splitPath(address, EN_ES);
      expect(pathIn(lang, path, EN_ES)).toBe(address);
    }
  });
});

describe('nativeName', () => {
  it('names each shipped language in itself, and another by its code', () => {
    expect(nativeName('en')).toBe('English');
    expect(nativeName('es')).toBe('Español');
    expect(nativeName('pt')).toBe('PT');
  });
});
