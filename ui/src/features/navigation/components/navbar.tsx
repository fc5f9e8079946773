// The public navigation bar (docs/PRODUCT.md §2): fixed, dark and blurred once the page has scrolled more
// than 10 px. Wide screens show the links, 'Get in touch' and a menu button whose dropdown holds
// 'Admin Login' and the theme picker; narrow ones a toggle that opens every link in a panel.
// Both menus close on Escape (focus back on their button), on a click outside and on a choice.
// The FAQ link is there while the home page shows its FAQ.

import type { ComponentChildren } from 'preact';
import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { goToSection, onSectionClick, type SectionId } from '@/lib/scroll-to-section';
import { NAV_COPY } from '../copy';

export const SCROLLED_THRESHOLD_PX = 10;

type SectionLink = { label: string; id: SectionId };

const SECTION_LINKS: readonly SectionLink[] = [
  { label: NAV_COPY.sections.work, id: 'work' },
  { label: 'Services', id: 'services' },
  { label: "Let's Talk", id: 'contact' },
  { label: 'About', id: 'about' },
];

const FAQ_LINK: SectionLink = { label: NAV_COPY.sections.faq, id: 'faq' };

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
      href="/"
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
  faq = false,
}: {
  siteName: string;
  themePicker: ComponentChildren;
  /** Whether the home page shows its FAQ section. */
  faq?: boolean;
}) {
  const sectionLinks = faq ? [...SECTION_LINKS, FAQ_LINK] : SECTION_LINKS;
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

        <nav aria-label="Main" class="hidden lg:block">
          <ul class="flex items-center gap-1">
            <li>
              <a href="/" class={NAV_LINK} onClick={onSectionClick('home')}>
                Home
              </a>
            </li>
            <li>
              <Link href={paths.blog} class={NAV_LINK}>
                Blog
              </Link>
            </li>
            {sectionLinks.map((link) => (
              <li key={link.id}>
                <a href={`/#${link.id}`} class={NAV_LINK} onClick={onSectionClick(link.id)}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div class="flex items-center gap-2">
          <span class="hidden sm:contents">
            <a href="/#contact" class={buttonClasses('primary', 'md')} onClick={onSectionClick('contact')}>
              Get in touch
            </a>
          </span>

          {/* Wide screens: the hamburger dropdown with Admin Login and the theme picker. */}
          <div class="relative hidden lg:block">
            <button
              ref={more.button}
              type="button"
              class={ICON_BUTTON}
              aria-label="More options"
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
                <Link
                  href={paths.admin.root}
                  onClick={closeAll}
                  class="flex items-center justify-between rounded-xl px-3 py-2.5 text-sm font-medium text-ink hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-main"
                >
                  Admin Login
                  <span aria-hidden="true" class="text-muted">
                    →
                  </span>
                </Link>
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
            aria-label={mobile.open ? 'Close menu' : 'Open menu'}
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
          <nav aria-label="Mobile" class="shell py-6">
            <ul class="grid gap-1">
              <li>
                <a href="/" class={MOBILE_LINK} onClick={onSectionClick('home', mobile.close)}>
                  Home
                </a>
              </li>
              <li>
                <Link href={paths.blog} class={MOBILE_LINK} onClick={mobile.close}>
                  Blog
                </Link>
              </li>
              {sectionLinks.map((link) => (
                <li key={link.label}>
                  <a href={`/#${link.id}`} class={MOBILE_LINK} onClick={onSectionClick(link.id, mobile.close)}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
            <div class="mt-6 grid gap-3">
              <a
                href="/#contact"
                class={buttonClasses('primary', 'lg', 'w-full')}
                onClick={(event) => {
                  event.preventDefault();
                  mobile.close();
                  goToSection('contact');
                }}
              >
                Get in touch
              </a>
              <Link href={paths.admin.root} class={buttonClasses('secondary', 'lg', 'w-full')} onClick={mobile.close}>
                Admin Login
              </Link>
            </div>
            <div class="mt-8">{themePicker}</div>
          </nav>
        </div>
      )}
    </header>
  );
}
