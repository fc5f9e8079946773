// The page's language: read once from its address when the app starts (a switch of language is a
// new page), with the site's languages and time zone. Everything a public screen says goes through
// here: its words (`t`), its links (`localize`: a Spanish page's links stay Spanish), its API calls
// (`withLang`) and its dates and numbers. The app renders once the page's catalogue is loaded.

import type { ComponentChild } from 'preact';
import { formatDate, formatNumber } from './format';
import { pathIn, splitPath } from './languages';
import {
  type Catalogue,
  catalogueLanguage,
  loadCatalogue,
  type MessageKey,
  type ParamsArg,
  type RichParts,
  translate,
  translateRich,
} from './messages';

interface PageLanguage {
  lang: string;
  /** The site's languages, the default first. */
  languages: readonly string[];
  /** The site's clock, which dates are shown on (the browser's when unset). */
  timeZone?: string;
  catalogue: Catalogue | null;
}

let page: PageLanguage = { lang: 'en', languages: ['en'], catalogue: null };

/** Makes `lang` the page's language and loads its catalogue (its default language's, or English,
 * when it has none of its own). */
export async function setPageLanguage(lang: string, languages: readonly string[] = [lang], timeZone?: string): Promise<void> {
  const catalogue = await loadCatalogue(catalogueLanguage(lang, languages[0] ?? lang));
  page = { lang, languages, timeZone, catalogue };
}

/** Starts the page at `pathname`: its language is the one its address names. */
export function startPageLanguage(pathname: string, languages: readonly string[], timeZone?: string): Promise<void> {
  const { lang } = splitPath(pathname, languages);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  return setPageLanguage(lang, languages, timeZone);
}

export const pageLanguage = () => page.lang;
export const siteLanguages = () => page.languages;
export const defaultLanguage = () => page.languages[0] ?? page.lang;

/** `path`, as the default language names it, in the page's language: `/blog` is `/es/blog` on a
 * Spanish page. Every public link is built with it. */
export const localize = (path: string) => pathIn(page.lang, path, page.languages);

/** A public API address asking for the page's language (`?lang=es`); the default language's
 * pages ask without it. */
export function withLang(apiPath: string): string {
  if (page.lang === defaultLanguage()) return apiPath;
  return `${apiPath}${apiPath.includes('?') ? '&' : '?'}lang=${encodeURIComponent(page.lang)}`;
}

function catalogue(): Catalogue {
  if (!page.catalogue) throw new Error('The page language is not set: call startPageLanguage() first');
  return page.catalogue;
}

/** The message `key` in the page's language. */
export function t<K extends MessageKey>(key: K, ...params: ParamsArg<K>): string {
  return translate(catalogue(), key, ...params);
}

/** The message `key` in the page's language, with elements for its placeholders and tags. */
export function tRich<K extends MessageKey>(key: K, parts: RichParts<K>): ComponentChild[] {
  return translateRich(catalogue(), key, parts);
}

/** A day as the page's language writes it, on the site's clock ("12 de marzo de 2026"). */
export const pageDate = (value: string | number | Date) => formatDate(value, catalogue(), page.timeZone);

/** A count as the page's language writes it ("1,234"). */
export const pageNumber = (value: number) => formatNumber(value, catalogue().locale);
