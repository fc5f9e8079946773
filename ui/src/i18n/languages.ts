// The site's languages and their addresses (docs/DESIGN.md "HTTP contract, phase 3", Languages):
// the `languages` setting (`en,es`, the default first); the default language's pages keep their
// addresses, another's live under `/{lang}` (`/es`, `/es/blog/…`). The same rules as the server's
// (src/domain/languages.rs), so a link the app builds is a page the server has.

/** The languages of a `languages` setting, the default first; a missing or malformed one is English. */
export function parseLanguages(setting: unknown): string[] {
  if (typeof setting !== 'string') return ['en'];
  const codes = setting.split(',').map((code) => code.trim().toLowerCase());
  const valid = codes.every((code, i) => /^[a-z]{2,3}$/.test(code) && codes.indexOf(code) === i);
  return valid && codes.length > 0 ? codes : ['en'];
}

/** The language of an address and the address as the default language names it: `/es/blog` is
 * (`es`, `/blog`), `/es` is (`es`, `/`); an address without another language's prefix is the
 * default language's. */
export function splitPath(path: string, languages: readonly string[]): { lang: string; path: string } {
  for (const lang of languages.slice(1)) {
    const prefix = `/${lang}`;
    if (path === prefix) return { lang, path: '/' };
    if (path.startsWith(`${prefix}/`)) return { lang, path: path.slice(prefix.length) };
  }
  return { lang: languages[0] ?? 'en', path };
}

/** The address in `lang` of the page the default language names `path` (`/blog` → `/es/blog`). */
export function pathIn(lang: string, path: string, languages: readonly string[]): string {
  if (lang === languages[0] || !languages.includes(lang)) return path;
  return path === '/' ? `/${lang}` : `/${lang}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Each shipped language's name in itself, as a switch lists it. */
const NATIVE_NAMES: Readonly<Record<string, string>> = { en: 'English', es: 'Español' };

/** `lang`'s name in itself ("Español"); its code for a language without a catalogue yet. */
export const nativeName = (lang: string) => NATIVE_NAMES[lang] ?? lang.toUpperCase();
