import { describe, expect, it } from 'vitest';
import { dismissedOffers, dismissOffer, rememberChoice, rememberedChoice } from './choice';
import { type OfferContext, offeredLanguage, preferredLanguage } from './offer';

/** An English page of an English and Spanish site, seen by a browser that prefers US Spanish. */
const context = (changes: Partial<OfferContext> = {}): OfferContext => ({
  lang: 'en',
  languages: ['en', 'es'],
  browser: ['es-US', 'es', 'en'],
  choice: null,
  dismissed: [],
  exists: () => true,
  ...changes,
});

describe('the offer of another language', () => {
  it('offers the site language the browser prefers, when the page is in another', () => {
    expect(offeredLanguage(context())).toBe('es');
    expect(offeredLanguage(context({ lang: 'es', browser: ['en-GB', 'es'] }))).toBe('en');
  });

  it('offers nothing when the page is in the preferred language, or the browser prefers none of the site’s', () => {
    expect(offeredLanguage(context({ lang: 'es' }))).toBeNull();
    expect(offeredLanguage(context({ browser: ['fr-FR', 'de'] }))).toBeNull();
    expect(offeredLanguage(context({ browser: [] }))).toBeNull();
  });

  it('offers nothing the page does not exist in (an article written in English only)', () => {
    expect(offeredLanguage(context({ exists: (lang) => lang === 'en' }))).toBeNull();
  });

  it('offers a language once: turned down, it is not offered again', () => {
    expect(offeredLanguage(context({ dismissed: ['es'] }))).toBeNull();
  });

  it('takes a language the visitor chose for their preference over the browser’s', () => {
    expect(offeredLanguage(context({ choice: 'en' }))).toBeNull();
    expect(offeredLanguage(context({ lang: 'es', choice: 'en' }))).toBe('en');
    expect(offeredLanguage(context({ lang: 'en', choice: 'es', browser: ['en-US'] }))).toBe('es');
  });

  it('ignores a remembered choice the site no longer speaks', () => {
    expect(offeredLanguage(context({ choice: 'pt' }))).toBe('es');
  });

  it('offers only a language whose catalogue there is: the offer speaks the language it offers', () => {
    expect(offeredLanguage(context({ languages: ['en', 'es', 'pt'], browser: ['pt-BR'] }))).toBeNull();
  });

  it.each([
    [['es-US', 'en'], 'es'],
    [['ES'], 'es'],
    [['fr', 'en-US'], 'en'],
    [['fr'], null],
  ])('reads %j as a preference for %s', (browser, expected) => {
    expect(preferredLanguage(browser, ['en', 'es'])).toBe(expected);
  });
});

describe('what the visitor said, remembered without a cookie', () => {
  it('keeps the chosen language and the turned-down offers in localStorage', () => {
    expect(rememberedChoice()).toBeNull();
    expect(dismissedOffers()).toEqual([]);
    rememberChoice('es');
    dismissOffer('en');
    dismissOffer('en');
    dismissOffer('pt');
    expect(rememberedChoice()).toBe('es');
    expect(dismissedOffers()).toEqual(['en', 'pt']);
    expect(localStorage.getItem('language')).toBe('es');
    expect(document.cookie).toBe('');
  });

  it('from one page to the next, an offer turned down stays so', () => {
    dismissOffer('es');
    const next = context({ choice: rememberedChoice(), dismissed: dismissedOffers() });
    expect(offeredLanguage(next)).toBeNull();
  });

  it('without storage (a privacy mode) remembers nothing, and breaks nothing', () => {
    const storage = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(() => rememberChoice('es')).not.toThrow();
      expect(rememberedChoice()).toBeNull();
      expect(dismissedOffers()).toEqual([]);
    } finally {
      Object.defineProperty(window, 'localStorage', storage);
    }
  });
});
