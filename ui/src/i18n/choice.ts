// What a visitor said about languages, remembered in localStorage (no cookie): the language chosen
// with the switch or the offer, and the offers turned down (i18n/offer.ts reads them).

import { LANGUAGE_KEY, LANGUAGE_OFFER_DISMISSED_KEY } from '@/config/constants';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // Storage disabled (privacy modes): nothing remembered, the offer may show again.
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not remembered: the same offer may come back on the next page.
  }
}

/** The language the visitor chose, if any. */
export const rememberedChoice = () => read(LANGUAGE_KEY) || null;

/** Remembers a language the visitor chose (a switch's link, the offer's). */
export const rememberChoice = (lang: string) => write(LANGUAGE_KEY, lang);

/** The languages whose offer the visitor turned down. */
export const dismissedOffers = (): string[] => (read(LANGUAGE_OFFER_DISMISSED_KEY) ?? '').split(',').filter(Boolean);

/** Remembers that the offer of `lang` was turned down. */
export function dismissOffer(lang: string): void {
  const dismissed = dismissedOffers();
  if (!dismissed.includes(lang)) write(LANGUAGE_OFFER_DISMISSED_KEY, [...dismissed, lang].join(','));
}
