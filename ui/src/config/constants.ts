// Names and values the whole UI shares (docs/PRODUCT.md §9, docs/DESIGN.md "Decisions").

/** localStorage key holding the admin bearer token (docs/PRODUCT.md §6). */
export const ADMIN_TOKEN_KEY = 'adminToken';

/** localStorage key holding the chosen theme key (docs/PRODUCT.md §4). */
export const THEME_KEY = 'theme';

/** localStorage key holding the language a visitor chose with the switch or the offer (issue #30). */
export const LANGUAGE_KEY = 'language';

/** localStorage key holding the languages whose offer a visitor dismissed, comma-separated. */
export const LANGUAGE_OFFER_DISMISSED_KEY = 'languageOfferDismissed';

/** Defaults until the server's settings say otherwise (docs/DESIGN.md "Decisions"). */
export const SITE_DEFAULTS = {
  siteName: 'MYTH Agency',
  contactEmail: 'hello@mythagency.example',
  contactPhone: '+1 (305) 555-0142',
  city: 'Miami, Florida',
  /** What a new site's public URL is until the owner sets it (the server's first migration). */
  publicUrl: 'http://127.0.0.1:8080',
} as const;

/** How long a deleted item waits in the trash before the server deletes it for good
 * (docs/DESIGN.md, "HTTP contract, phase 3"). */
export const TRASH_DAYS = 30;
