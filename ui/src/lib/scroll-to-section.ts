// In-page navigation of the public site (docs/PRODUCT.md §2, §9): smooth scrolling that stops 100 px
// above a section, and section links that work from any page (go to the home page in the page's
// language first, scroll 100 ms later).

import { navigate } from 'wouter/use-browser-location';
import { paths } from '@/config/paths';
import { localize } from '@/i18n/page';
import { showDeferredNow } from './deferred-render';

export const SCROLL_OFFSET_PX = 100;
export const DELAYED_SCROLL_MS = 100;

/** The home page's anchors. */
export type SectionId = 'home' | 'services' | 'about' | 'contact' | 'work' | 'faq';

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls so the section's top sits SCROLL_OFFSET_PX below the viewport's; false when absent.
 * A section still waiting to be rendered (lib/deferred-render) is rendered first.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id) ?? (showDeferredNow() ? document.getElementById(id) : null);
  if (!target) return false;
  const top = id === 'home' ? 0 : target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  return true;
}

/** The address of a home section in the page's language: `/#work`, `/es#work`. */
export const sectionHref = (id: SectionId) => `${localize(paths.home)}#${id}`;

/**
 * Goes to a home section: scrolls there when on the home page, else opens it and scrolls after
 * DELAYED_SCROLL_MS, once the home page has rendered.
 */
export function goToSection(id: SectionId): void {
  const home = localize(paths.home);
  if (window.location.pathname === home) {
    scrollToSection(id);
    return;
  }
  navigate(home);
  window.scrollTo({ top: 0 });
  setTimeout(() => scrollToSection(id), DELAYED_SCROLL_MS);
}

/** Click handler for an <a href={sectionHref(id)}>: keeps real links (new tab, modifier keys) working. */
export function onSectionClick(id: SectionId, after?: () => void) {
  return (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    goToSection(id);
    after?.();
  };
}
