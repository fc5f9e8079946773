// The public footer (docs/PRODUCT.md §1): the site content's tagline, anchor links that smooth-scroll to
// the home sections, the legal pages the site has, the agency's profiles (each opens in a new
// tab), the copyright with the current year and the visit counter. Only links that go somewhere
// are shown.

import type { ComponentChildren } from 'preact';
import { ArrowUpRight } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { NETWORK_NAMES, SocialIcon } from '@/components/ui/social-icons';
import { paths } from '@/config/paths';
import { localize, t } from '@/i18n/page';
import { onSectionClick, sectionHref, type SectionId } from '@/lib/scroll-to-section';
import type { LegalPages, Social } from '@/types/site-content';

export interface FooterProps {
  siteName: string;
  /** The tagline and the profiles (site content). */
  social: Social;
  /** Which legal pages exist. */
  legal: LegalPages;
  /** Whether the home page shows its FAQ (its link is listed then). */
  faq?: boolean;
  /** The public visit counter, in the bottom line (none when the site content hides it). */
  visits?: ComponentChildren;
  year?: number;
}

const LINK = 'rounded text-ink/75 transition hover:text-main-ink focus-visible:outline-2 focus-visible:outline-main';

function Column({ title, children, wide = false }: { title: string; children: ComponentChildren; wide?: boolean }) {
  // A phone gives a wide column the row's width and its links two columns.
  return (
    <div class={wide ? 'col-span-2 sm:col-span-1' : ''}>
      <h2 class="text-xs font-medium tracking-[0.22em] text-muted uppercase">{title}</h2>
      <ul class={`mt-4 grid gap-3 text-[15px] sm:mt-5 ${wide ? 'grid-cols-2 sm:grid-cols-1' : ''}`}>{children}</ul>
    </div>
  );
}

export function Footer({ siteName, social, legal, faq = false, visits, year = new Date().getFullYear() }: FooterProps) {
  const [first] = siteName.split(' ');
  const sections: readonly SectionId[] = ['home', 'services', 'work', 'about', ...(faq ? (['faq'] as const) : []), 'contact'];
  // Plain links: the server renders these pages with their text inlined.
  const policies = [
    ...(legal.privacy ? [{ href: localize(paths.privacy), label: t('footer.privacy') }] : []),
    ...(legal.terms ? [{ href: localize(paths.terms), label: t('footer.terms') }] : []),
  ];
  return (
    <footer class="relative overflow-clip border-t border-line">
      <div class="shell pt-14 pb-8 sm:pt-24">
        <div class="grid gap-10 lg:grid-cols-12 lg:gap-14">
          <div class="lg:col-span-5">
            {social.tagline && (
              <p class="max-w-sm font-display text-2xl leading-tight font-semibold tracking-tight text-ink sm:text-4xl">
                {social.tagline}
              </p>
            )}
            <a
              href={sectionHref('contact')}
              onClick={onSectionClick('contact')}
              class={buttonClasses('secondary', 'md', social.tagline ? 'mt-6 sm:mt-8' : '')}
            >
              {t('footer.startProject')}
              <ArrowUpRight size={16} aria-hidden="true" />
            </a>
          </div>
          <nav aria-label={t('footer.label')} class="grid grid-cols-2 gap-8 sm:grid-cols-3 sm:gap-10 lg:col-span-7">
            <Column title={t('footer.explore')} wide>
              {sections.map((id) => (
                <li key={id}>
                  <a href={sectionHref(id)} class={LINK} onClick={onSectionClick(id)}>
                    {t(`section.${id}`)}
                  </a>
                </li>
              ))}
            </Column>
            {policies.length > 0 && (
              <Column title={t('footer.legal')}>
                {policies.map(({ href, label }) => (
                  <li key={href}>
                    <a href={href} class={LINK}>
                      {label}
                    </a>
                  </li>
                ))}
              </Column>
            )}
            {social.links.length > 0 && (
              <Column title={t('footer.social')}>
                {social.links.map(({ network, url }) => (
                  <li key={network}>
                    <a href={url} target="_blank" rel="noopener noreferrer" class={`${LINK} inline-flex items-center gap-2`}>
                      <SocialIcon network={network} size={16} />
                      {NETWORK_NAMES[network]}
                      <span class="sr-only"> {t('common.newTab')}</span>
                    </a>
                  </li>
                ))}
              </Column>
            )}
          </nav>
        </div>

        <div class="mt-12 flex flex-col gap-3 border-t border-line pt-6 text-sm text-muted sm:mt-20 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between sm:gap-x-8 sm:pt-8">
          <p>{t('footer.copyright', { year: String(year), siteName })}</p>
          <p class="sm:mr-auto">{t('footer.madeIn')}</p>
          {visits}
        </div>
      </div>
      {/* The wordmark as a backdrop: decoration only, drawn as generated content (not text). */}
      <div
        aria-hidden="true"
        data-wordmark={first}
        class="pointer-events-none -mb-[0.24em] text-center font-display text-[24vw] leading-none font-bold tracking-[-0.06em] text-white/[0.035] select-none before:content-[attr(data-wordmark)]"
      />
    </footer>
  );
}
