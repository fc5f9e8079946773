// How the admin area (in English) names the site's languages: the `languages` setting holds codes
// (docs/DESIGN.md, "HTTP contract, phase 3": languages). A code it does not know shows as it is.
// Where an editor picks the language it writes in, each is named in its own language instead
// (`nativeLanguageName`: "Español"), as a speaker looks for theirs.

const NAMES: Record<string, string> = {
  en: 'English',
  es: 'Spanish',
  pt: 'Portuguese',
  fr: 'French',
  ht: 'Haitian Creole',
};

export function languageName(code: string): string {
  return NAMES[code] ?? code.toUpperCase();
}

/** The default language in a GET /api/settings answer (the first of `languages`), `en` without one. */
export function defaultLanguageOf(body: unknown): string {
  const settings = typeof body === 'object' && body !== null ? (body as { settings?: unknown }).settings : undefined;
  const languages =
    typeof settings === 'object' && settings !== null ? (settings as { languages?: unknown }).languages : undefined;
  const first = typeof languages === 'string' ? languages.split(',')[0]?.trim() : '';
  return first || 'en';
}

/** Names in their own language. */
const NATIVE_NAMES: Record<string, string> = { en: 'English', es: 'Español' };

/** A language's own name ("Español"); a language added by setting alone is named by the browser,
 * else by its code. */
export function nativeLanguageName(code: string): string {
  const known = NATIVE_NAMES[code];
  if (known) return known;
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    if (name && name !== code) return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    // Not a code the browser knows.
  }
  return code.toUpperCase();
}
