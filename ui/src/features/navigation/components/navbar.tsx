// The public navigation bar (docs/PRODUCT.md §2): fixed, dark and blurred once the page has scrolled more
// than 10 px. Wide screens show the links, 'Get in touch' and a menu button whose dropdown holds
// 'Admin Login' and the theme picker; narrow ones a toggle that opens every link in a panel.
// Both menus close on Escape (focus back on their button), on a click outside and on a choice.
// The FAQ link is there while the home page shows its FAQ. The language switch (issue #30) is on
// the bar, and in the phone's panel with each language's full name; from 1024 to 1279 px, where a
// longer language's links fill the bar, it is in the dropdown instead.

import type { ComponentChildren } from 'preact';
import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { defaultLanguage, localize, pageLanguage, t } from '@/i18n/page';
import type { LanguageLink } from '@/i18n/switch';
import { goToSection, onSectionClick, sectionHref, type SectionId } from '@/lib/scroll-to-section';
import { LanguageSwitch } from './language-switch';

export const SCROLLED_THRESHOLD_PX = 10;

type SectionLink = { label: string; id: SectionId };

/** The home sections the bar links to, in its order (FAQ last, while the home page shows it). */
function sectionLinks(faq: boolean): SectionLink[] {
  return [
    { label: t('section.work'), id: 'work' },
    { label: t('section.services'), id: 'services' },
    { label: t('nav.letsTalk'), id: 'contact' },
    { label: t('section.about'), id: 'about' },
    ...(faq ? [{ label: t('section.faq'), id: 'faq' } as const] : []),
  ];
}

/** The admin area is English and its own page: from another language's page it is a full load. */
function AdminLink(props: { class: string; onClick: () => void; children: ComponentChildren }) {
  return pageLanguage() === defaultLanguage() ? <Link href={paths.admin.root} {...props} /> : <a href={paths.admin.root} {...props} />;
}

const NAV_LINK =
  'rounded-full px-3.5 py-2 text-sm text-ink/80 transition hover:bg-white/5 hover:text-ink ' +
  'focus-visible:outline-2 focus-visible:outline-main';

const MOBILE_LINK =
  'flex items-center justify-between rounded-xl px-3 py-3 font-display text-2xl font-medium tracking-tight text-ink ' +
  'hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-main';

const ICON_BUTTON =
  'grid size-11 place-items-center rounded-full border border-line bg-white/[0.04] text-ink transition ' +
  'hover:border-white/25 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-main';

function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLLED_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}

/** Open/closed state of a disclosure menu, closing on Escape (refocusing its button) and outside clicks. */
function useDisclosure() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return { open, setOpen, button, panel, close: () => setOpen(false) };
}

function Wordmark({ siteName }: { siteName: string }) {
  const [first, ...rest] = siteName.split(' ');
  return (
    <a
      href={localize(paths.home)}
      onClick={onSectionClick('home')}
      class="group flex items-center gap-2 rounded-lg font-display text-lg font-bold tracking-tight text-ink focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-main"
    >
      <span
        aria-hidden="true"
        class="size-2.5 rounded-full bg-main shadow-[0_0_16px_var(--glow-color)] transition group-hover:scale-125"
      />
      <span>
        {first}
        {rest.length > 0 && <span class="font-medium text-muted"> {rest.join(' ')}</span>}
      </span>
    </a>
  );
}

export function Navbar({
  siteName,
  themePicker,
  languages = [],
  faq = false,
}: {
  siteName: string;
  themePicker: ComponentChildren;
  /** This page in each of the site's languages (none: a site with one language shows no switch). */
  languages?: readonly LanguageLink[];
  /** Whether the home page shows its FAQ section. */
  faq?: boolean;
}) {
  const links = sectionLinks(faq);
  const home = localize(paths.home);
  const switchable = languages.length > 1;
  const scrolled = useScrolled();
  const more = useDisclosure();
  const mobile = useDisclosure();

  // Opening the mobile menu moves focus into it.
  useEffect(() => {
    if (mobile.open) mobile.panel.current?.querySelector<HTMLElement>('a,button,input')?.focus();
  }, [mobile.open]);

  const closeAll = () => {
    more.close();
    mobile.close();
  };

  return (
    <header
      data-scrolled={scrolled ? '' : undefined}
      class={
        'fixed inset-x-0 top-0 z-50 border-b transition-[background-color,border-color,backdrop-filter] duration-300 ' +
        (mobile.open
          ? 'border-line bg-canvas/95 backdrop-blur-xl'
          : scrolled
            ? 'border-line bg-canvas/75 backdrop-blur-xl backdrop-saturate-150'
            : 'border-transparent bg-transparent')
      }
    >
      <div class="shell flex h-18 items-center justify-between gap-4">
        <Wordmark siteName={siteName} />

        <nav aria-label={t('nav.main')} class="hidden lg:block">
          <ul class="flex items-center gap-1">
            <li>
              <a href={home} class={NAV_LINK} onClick={onSectionClick('home')}>
                {t('common.home')}
              </a>
            </li>
            <li>
              <Link href={localize(paths.blog)} class={NAV_LINK}>
                {t('nav.blog')}
              </Link>
            </li>
            {links.map((link) => (
              <li key={link.id}>
                <a href={sectionHref(link.id)} class={NAV_LINK} onClick={onSectionClick(link.id)}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div class="flex items-center gap-2">
          {switchable && (
            <nav aria-label={t('language.label')} class="lg:max-xl:hidden">
              <LanguageSwitch links={languages} />
            </nav>
          )}
          <span class="hidden sm:contents">
            <a href={sectionHref('contact')} class={buttonClasses('primary', 'md')} onClick={onSectionClick('contact')}>
              {t('nav.getInTouch')}
            </a>
          </span>

          {/* Wide screens: the hamburger dropdown with Admin Login and the theme picker. */}
          <div class="relative hidden lg:block">
            <button
              ref={more.button}
              type="button"
              class={ICON_BUTTON}
              aria-label={t('nav.moreOptions')}
              aria-haspopup="true"
              aria-expanded={more.open}
              aria-controls="nav-more"
              onClick={() => more.setOpen(!more.open)}
            >
              <Menu size={18} aria-hidden="true" />
            </button>
            {more.open && (
              <div
                ref={more.panel}
                id="nav-more"
                class="absolute top-full right-0 mt-3 w-72 rounded-2xl border border-line bg-surface/95 p-4 shadow-2xl shadow-black/50 backdrop-blur-xl"
              >
                <AdminLink
                  onClick={closeAll}
                  class="flex items-center justify-between rounded-xl px-3 py-2.5 text-sm font-medium text-ink hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-main"
                >
                  {t('nav.adminLogin')}
                  <span aria-hidden="true" class="text-muted">
                    →
                  </span>
                </AdminLink>
                {switchable && (
                  <div class="mt-3 border-t border-line px-1 pt-4 xl:hidden">
                    <p id="nav-more-languages" class="mb-3 text-xs font-medium tracking-[0.18em] text-muted uppercase">
                      {t('language.label')}
                    </p>
                    <LanguageSwitch links={languages} wide labelledBy="nav-more-languages" />
                  </div>
                )}
                <div class="my-3 h-px bg-line" />
                <div class="px-1 pb-1">{themePicker}</div>
              </div>
            )}
          </div>

          {/* Narrow screens: one toggle for the whole menu. */}
          <button
            ref={mobile.button}
            type="button"
            class={`${ICON_BUTTON} lg:hidden`}
            aria-label={mobile.open ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={mobile.open}
            aria-controls="nav-mobile"
            onClick={() => mobile.setOpen(!mobile.open)}
          >
            {mobile.open ? <X size={20} aria-hidden="true" /> : <Menu size={20} aria-hidden="true" />}
          </button>
        </div>
      </div>

      {mobile.open && (
        <div ref={mobile.panel} id="nav-mobile" class="max-h-[calc(100svh-4.5rem)] overflow-y-auto border-t border-line lg:hidden">
          <nav aria-label={t('nav.mobile')} class="shell py-6">
            <ul class="grid gap-1">
              <li>
                <a href={home} class={MOBILE_LINK} onClick={onSectionClick('home', mobile.close)}>
                  {t('common.home')}
                </a>
              </li>
              <li>
                <Link href={localize(paths.blog)} class={MOBILE_LINK} onClick={mobile.close}>
                  {t('nav.blog')}
                </Link>
              </li>
              {links.map((link) => (
                <li key={link.id}>
                  <a href={sectionHref(link.id)} class={MOBILE_LINK} onClick={onSectionClick(link.id, mobile.close)}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
            <div class="mt-6 grid gap-3">
              <a
                href={sectionHref('contact')}
                class={buttonClasses('primary', 'lg', 'w-full')}
                onClick={(event) => {
                  event.preventDefault();
                  mobile.close();
                  goToSection('contact');
                }}
              >
                {t('nav.getInTouch')}
              </a>
              <AdminLink class={buttonClasses('secondary', 'lg', 'w-full')} onClick={mobile.close}>
                {t('nav.adminLogin')}
              </AdminLink>
            </div>
            {switchable && (
              <div class="mt-8">
                <p id="nav-languages" class="mb-3 text-xs font-medium tracking-[0.18em] text-muted uppercase">
                  {t('language.label')}
                </p>
                <LanguageSwitch links={languages} wide labelledBy="nav-languages" />
              </div>
            )}
            <div class="mt-8">{themePicker}</div>
          </nav>
        </div>
      )}
    </header>
  );
}
