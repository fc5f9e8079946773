// The language switch (issue #30): a link per site language to this page in it, each marked with
// its language (`hreflang`, `lang`) and named in it ("Español"), the page's own marked current.
// The bar shows the codes (EN, ES); the phone's menu the names. Choosing one is remembered as the
// visitor's language, so the browser's preference no longer brings the offer of another
// (i18n/offer.ts); each is a full page load, since the page's data is in its language.

import { nativeName } from '@/i18n/languages';
import { rememberChoice } from '@/i18n/choice';
import type { LanguageLink } from '@/i18n/switch';

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-main';

const LOOKS = {
  bar: {
    list: 'flex items-center gap-0.5 rounded-full border border-line bg-white/[0.04] p-1',
    link: `grid h-9 min-w-9 place-items-center rounded-full px-2 text-xs font-semibold tracking-[0.08em] transition ${FOCUS}`,
    current: 'bg-white/12 text-ink',
    other: 'text-muted hover:bg-white/5 hover:text-ink',
  },
  menu: {
    list: 'grid grid-cols-2 gap-2',
    link: `flex h-12 items-center justify-center rounded-xl border px-4 text-base font-medium transition ${FOCUS}`,
    current: 'border-main/60 bg-main/10 text-ink',
    other: 'border-line text-ink/80 hover:border-white/25 hover:text-ink',
  },
} as const;

export function LanguageSwitch({
  links,
  wide = false,
  labelledBy,
}: {
  links: readonly LanguageLink[];
  /** The phone menu's look: the languages' names, full width. */
  wide?: boolean;
  /** The id of the visible label the list has. */
  labelledBy?: string;
}) {
  const look = wide ? LOOKS.menu : LOOKS.bar;
  return (
    <ul aria-labelledby={labelledBy} class={look.list}>
      {links.map(({ lang, href, current }) => {
        const name = nativeName(lang);
        return (
          <li key={lang}>
            <a
              href={href}
              hreflang={lang}
              lang={lang}
              aria-current={current ? 'true' : undefined}
              title={wide ? undefined : name}
              class={`${look.link} ${current ? look.current : look.other}`}
              onClick={(event) => {
                rememberChoice(lang);
                // The page is already in this language: nothing to load.
                if (current) event.preventDefault();
              }}
            >
              {wide ? (
                name
              ) : (
                <>
                  <span aria-hidden="true">{lang.toUpperCase()}</span>
                  <span class="sr-only">{name}</span>
                </>
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
