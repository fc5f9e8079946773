// The offer of another language (issue #30), to a visitor whose browser prefers it (i18n/offer.ts
// decides): "¿Prefieres leer en español? Ver en español", in the language it offers, from that
// language's catalogue, fetched for it (the page carries its own language's only). A bar fixed over
// the foot of the screen, so nothing moves as it comes; taking it or turning it down is remembered
// (i18n/choice.ts), and it does not come back. A chunk of its own, loaded after the first paint.

import { useEffect, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { dismissedOffers, dismissOffer, rememberChoice, rememberedChoice } from '@/i18n/choice';
import { type Catalogue, loadCatalogue, translate } from '@/i18n/messages';
import { offeredLanguage } from '@/i18n/offer';
import { existsIn, type Alternates, type LanguageLink } from '@/i18n/switch';

export interface LanguageOfferProps {
  /** The page in each of the site's languages (the switch's links). */
  links: readonly LanguageLink[];
  /** The page's versions, when it names them (PublicLayout). */
  alternates?: Alternates;
}

export default function LanguageOffer({ links, alternates }: LanguageOfferProps) {
  // Decided once for the page: the offer does not come and go while the visitor reads.
  const [offer] = useState(() => {
    const page = links.find((link) => link.current)?.lang;
    const lang = page
      ? offeredLanguage({
          lang: page,
          languages: links.map((link) => link.lang),
          browser: navigator.languages,
          choice: rememberedChoice(),
          dismissed: dismissedOffers(),
          exists: (other) => existsIn(other, alternates),
        })
      : null;
    return links.find((link) => link.lang === lang) ?? null;
  });
  const [catalogue, setCatalogue] = useState<Catalogue | null>(null);
  const [open, setOpen] = useState(true);

  useEffect(() => {
    if (!offer) return;
    let live = true;
    loadCatalogue(offer.lang)
      .then((loaded) => live && setCatalogue(loaded))
      .catch((error: unknown) => console.error(`Failed to load the '${offer.lang}' offer`, error));
    return () => {
      live = false;
    };
  }, [offer]);

  if (!offer || !catalogue || !open) return null;
  const { lang, href } = offer;
  return (
    <aside
      lang={lang}
      aria-labelledby="language-offer"
      class="fixed inset-x-3 bottom-3 z-40 flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl border border-line bg-surface/95 p-4 shadow-2xl shadow-black/50 backdrop-blur-xl sm:right-auto sm:bottom-5 sm:left-5 sm:max-w-md sm:p-5"
    >
      <p id="language-offer" class="w-full font-display text-lg font-semibold tracking-tight text-ink">
        {translate(catalogue, 'language.offer')}
      </p>
      <a href={href} hreflang={lang} onClick={() => rememberChoice(lang)} class={buttonClasses('primary', 'md')}>
        {translate(catalogue, 'language.offerAction')}
      </a>
      <button
        type="button"
        class={buttonClasses('ghost', 'md')}
        onClick={() => {
          dismissOffer(lang);
          setOpen(false);
          // The button goes away: the page's content takes the focus it had, where it is.
          document.getElementById('main')?.focus({ preventScroll: true });
        }}
      >
        {translate(catalogue, 'language.offerDismiss')}
      </button>
    </aside>
  );
}
