import { describe, expect, it } from 'vitest';
import english from './catalogues/en';
import {
  type Catalogue,
  catalogueLanguage,
  loadCatalogue,
  type Message,
  type MessageKey,
  SHIPPED_LANGUAGES,
  slotsOf,
  translate,
  translateRich,
} from './messages';

const shipped = await Promise.all(SHIPPED_LANGUAGES.map(async (lang) => [lang, await loadCatalogue(lang)] as const));
const KEYS = Object.keys(english.messages).sort();
const entries = (catalogue: Catalogue) => Object.entries(catalogue.messages) as [MessageKey, Message][];

describe('the shipped catalogues', () => {
  it('are English and Spanish', () => {
    expect(SHIPPED_LANGUAGES).toEqual(['en', 'es']);
  });

  it.each(shipped)('%s has every key of the English catalogue, and no other', (_lang, catalogue) => {
    expect(Object.keys(catalogue.messages).sort()).toEqual(KEYS);
  });

  it.each(shipped)('%s has the placeholders and tags of each English message', (_lang, catalogue) => {
    for (const [key, message] of entries(catalogue)) {
      expect(slotsOf(message), key).toEqual(slotsOf(english.messages[key]));
    }
  });

  it.each(shipped)('%s gives every plural message an `other` form and each of its forms the same slots', (_lang, catalogue) => {
    for (const [key, message] of entries(catalogue)) {
      if (typeof message === 'string') continue;
      expect(message.other, key).toBeTruthy();
      for (const form of Object.values(message)) expect(slotsOf(form), key).toEqual(slotsOf(message.other));
    }
  });

  it.each(shipped)('%s writes no message empty, and pairs each tag it opens', (_lang, catalogue) => {
    for (const [key, message] of entries(catalogue)) {
      for (const form of typeof message === 'string' ? [message] : Object.values(message)) {
        expect(form.trim(), key).not.toBe('');
        expect(form.match(/<\w+>/g)?.length ?? 0, key).toBe(form.match(/<\/\w+>/g)?.length ?? 0);
      }
    }
  });

  it.each(shipped)('%s names a locale Intl knows and how it writes a month', (_lang, catalogue) => {
    expect(Intl.DateTimeFormat.supportedLocalesOf([catalogue.locale])).toEqual([catalogue.locale]);
    expect(['short', 'long']).toContain(catalogue.dateMonth);
  });
});

describe('translate', () => {
  const [, spanish] = shipped[1]!;

  it('fills each placeholder with its value', () => {
    expect(translate(english, 'footer.copyright', { year: '2026', siteName: 'MYTH Agency' })).toBe(
      '© 2026 MYTH Agency. All rights reserved.',
    );
    expect(translate(spanish, 'work.galleryAlt', { title: 'Casa Coral', number: 2, total: 5 })).toBe('Casa Coral: imagen 2 de 5');
  });

  it('picks a plural form by the count, with the language’s rules', () => {
    expect(translate(english, 'blog.postCount', { count: 1 })).toBe('(1 post)');
    expect(translate(english, 'blog.postCount', { count: 0 })).toBe('(0 posts)');
    expect(translate(spanish, 'blog.postCount', { count: 1 })).toBe('(1 artículo)');
    expect(translate(spanish, 'blog.postCount', { count: 3 })).toBe('(3 artículos)');
    // Spanish has a `many` form (1000000 de…) the catalogue leaves to `other`.
    expect(translate(spanish, 'blog.postCount', { count: 1_000_000 })).toBe('(1000000 artículos)');
  });

  it('keeps a placeholder it was given no value for in sight', () => {
    const partial = { title: 'Casa Coral' } as unknown as { title: string; category: string };
    expect(translate(english, 'work.pictureAlt', partial)).toBe('Casa Coral: {category}');
  });

  it('as children, wraps each tag’s words and puts elements for placeholders', () => {
    const parts = translateRich(spanish, 'notFound.elsewhere', {
      work: (words) => `[${words.join('')}]`,
      blog: (words) => `(${words.join('')})`,
      contact: (words) => `{${words.join('')}}`,
    });
    expect(parts.join('')).toBe('O mira [nuestro trabajo], lee (el blog) o {escríbenos}.');
    const count = translateRich(english, 'blog.postCount', { count: 2, sr: (words) => `<${words.join('')}>` });
    expect(count).toEqual(['<(>', 2, '< posts)>']);
  });
});

describe('catalogueLanguage', () => {
  it.each([
    ['es', 'en', 'es'],
    ['en', 'es', 'en'],
    ['fr', 'es', 'es'],
    ['fr', 'de', 'en'],
  ])('a page in %s on a site whose default is %s speaks %s', (lang, fallback, expected) => {
    expect(catalogueLanguage(lang, fallback)).toBe(expected);
  });

  it('refuses a language without a catalogue', async () => {
    await expect(loadCatalogue('fr')).rejects.toThrow("No catalogue for 'fr'");
  });
});
