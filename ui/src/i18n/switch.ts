// Where the language switch leads (issue #30): the same page in each language. An article or a
// case study names its own versions (`alternates`: slugs differ per language), and a language it
// is not written in leads to that language's home; any other page is the same address under the
// other prefix. The query string stays behind: a blog's categories and page numbers are each
// language's own, so `/blog?category=x&page=3` becomes the other language's blog.

import { pathIn, splitPath } from './languages';

/** An item's address in each language it is published in: `{ en: '/blog/a', es: '/es/blog/b' }`. */
export type Alternates = Readonly<Record<string, string>>;

export interface LanguageLink {
  lang: string;
  href: string;
  /** The page's own language. */
  current: boolean;
}

/**
 * A link per site language from the page at `pathname` (+ `search`) in `lang`. `alternates`:
 * the page's versions when it says them (an article, a case study; `{}` for a page that exists in
 * no other language, such as Not Found), undefined for a page every language has.
 */
export function languageLinks(
  { pathname, search = '', lang }: { pathname: string; search?: string; lang: string },
  languages: readonly string[],
  alternates?: Alternates,
): LanguageLink[] {
  const { path } = splitPath(pathname, languages);
  return languages.map((other) => {
    if (other === lang) return { lang: other, href: pathname + search, current: true };
    const href = alternates ? (alternates[other] ?? pathIn(other, '/', languages)) : pathIn(other, path, languages);
    return { lang: other, href, current: false };
  });
}

/** Whether the page exists in `lang`: every language has it unless it names its versions. */
export const existsIn = (lang: string, alternates?: Alternates) => !alternates || lang in alternates;

/** The well-formed entries of a JSON `alternates` (site paths); undefined when there is none. */
export function parseAlternates(raw: unknown): Alternates | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  return Object.fromEntries(
    Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].startsWith('/')),
  );
}
