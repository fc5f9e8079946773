import { afterEach, describe, expect, it } from 'vitest';
import { defaultLanguage, localize, pageDate, pageLanguage, setPageLanguage, startPageLanguage, t, withLang } from './page';

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('the page’s language', () => {
  it('is the one its address names among the site’s languages', async () => {
    await startPageLanguage('/es/blog/mi-articulo', ['en', 'es'], 'America/New_York');
    expect(pageLanguage()).toBe('es');
    expect(defaultLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('es');
    expect(t('nav.getInTouch')).toBe('Escríbenos');

    await startPageLanguage('/blog', ['en', 'es']);
    expect(pageLanguage()).toBe('en');
    expect(t('nav.getInTouch')).toBe('Get in touch');
  });

  it('keeps a Spanish page’s links Spanish, and a default-language page’s as they are', async () => {
    await setPageLanguage('es', ['en', 'es']);
    expect(localize('/')).toBe('/es');
    expect(localize('/blog')).toBe('/es/blog');
    expect(localize('/blog/mi-articulo')).toBe('/es/blog/mi-articulo');
    await setPageLanguage('en', ['en', 'es']);
    expect(localize('/blog')).toBe('/blog');
  });

  it('asks the API for the page’s language, and for nothing on a default-language page', async () => {
    await setPageLanguage('es', ['en', 'es']);
    expect(withLang('/api/services')).toBe('/api/services?lang=es');
    expect(withLang('/api/posts?page=2&limit=10')).toBe('/api/posts?page=2&limit=10&lang=es');
    await setPageLanguage('en', ['en', 'es']);
    expect(withLang('/api/services')).toBe('/api/services');
  });

  it('writes dates in the page’s language on the site’s clock', async () => {
    await setPageLanguage('es', ['en', 'es'], 'America/New_York');
    expect(pageDate('2024-03-12T14:00:00.000Z')).toBe('12 de marzo de 2024');
    await setPageLanguage('en', ['en', 'es'], 'America/New_York');
    expect(pageDate('2024-03-12T14:00:00.000Z')).toBe('Mar 12, 2024');
  });

  it('speaks the default language’s words where a language has no catalogue yet', async () => {
    await startPageLanguage('/pt/blog', ['es', 'en', 'pt']);
    expect(pageLanguage()).toBe('pt');
    expect(t('nav.getInTouch')).toBe('Escríbenos');
    expect(localize('/blog')).toBe('/pt/blog');
  });
});
