// The offer of another language (issue #30). Nothing redirects by the browser's languages: pages
// stay crawlable and a shared link opens as it was shared. A visitor whose browser prefers another
// of the site's languages, one the page exists in, is offered it instead, in that language. Once
// answered it is remembered (i18n/choice.ts): a turned-down language is not offered again, and a
// language chosen with the switch or the offer stands for the visitor's preference from then on,
// so the browser's no longer brings an offer.

import { SHIPPED_LANGUAGES } from './messages';

export interface OfferContext {
  /** The page's language. */
  lang: string;
  /** The site's languages, the default first. */
  languages: readonly string[];
  /** The browser's preferred languages (`navigator.languages`). */
  browser: readonly string[];
  /** The language the visitor chose, if any. */
  choice: string | null;
  /** The languages whose offer the visitor turned down. */
  dismissed: readonly string[];
  /** Whether the page exists in a language. */
  exists: (lang: string) => boolean;
}

/** The first site language among a browser's preferred ones (`navigator.languages`: `es-US`
 * matches `es`), or null when it prefers none of them. */
export function preferredLanguage(browser: readonly string[], languages: readonly string[]): string | null {
  for (const tag of browser) {
    const primary = tag.toLowerCase().split('-')[0] ?? '';
    if (languages.includes(primary)) return primary;
  }
  return null;
}

/**
 * The language to offer, or null. Only a language with a catalogue of its own is offered: the
 * offer speaks the language it offers.
 */
export function offeredLanguage({ lang, languages, browser, choice, dismissed, exists }: OfferContext): string | null {
  const wanted = choice && languages.includes(choice) ? choice : preferredLanguage(browser, languages);
  if (!wanted || wanted === lang || dismissed.includes(wanted)) return null;
  return exists(wanted) && SHIPPED_LANGUAGES.includes(wanted) ? wanted : null;
}
