// How the admin area (in English) names the site's languages: the `languages` setting holds codes
// (docs/DESIGN.md, "HTTP contract, phase 3": languages). A code it does not know shows as it is.

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
