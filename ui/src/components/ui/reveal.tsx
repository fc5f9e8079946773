// Fade-in on scroll (docs/PRODUCT.md §4, §9): an element starts hidden and is shown, once, when 10% of it
// is inside the viewport less a 50 px bottom margin. One shared IntersectionObserver serves the
// page; the classes only move opacity and transform. Under prefers-reduced-motion the CSS shows
// everything at once (index.css).

import type { ComponentChildren, HTMLAttributes } from 'preact';
import { createElement, useEffect, useRef } from 'react';

export const REVEAL_OPTIONS: IntersectionObserverInit = { threshold: 0.1, rootMargin: '0px 0px -50px 0px' };
const REVEALED = 'is-revealed';

let observer: IntersectionObserver | null = null;

function reveal(element: Element) {
  element.classList.add(REVEALED);
}

function sharedObserver(): IntersectionObserver | null {
  if (typeof IntersectionObserver !== 'function') return null;
  observer ??= new IntersectionObserver((entries, self) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      reveal(entry.target);
      self.unobserve(entry.target);
    }
  }, REVEAL_OPTIONS);
  return observer;
}

/** Observes `ref`'s element and reveals it once it scrolls into view. */
export function useReveal(ref: { current: Element | null }): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const io = sharedObserver();
    if (!io) {
      reveal(element);
      return;
    }
    io.observe(element);
    return () => io.unobserve(element);
  }, [ref]);
}

type Tag = 'div' | 'li' | 'article' | 'header' | 'p' | 'figure' | 'blockquote' | 'section' | 'ol' | 'ul';

interface RevealProps extends Omit<HTMLAttributes<HTMLElement>, 'as'> {
  as?: Tag;
  /** Extra delay before this element's transition, for staggered groups. */
  delay?: number;
  children?: ComponentChildren;
}

export function Reveal({ as = 'div', delay = 0, style, children, ...rest }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  useReveal(ref);
  const delayStyle = delay ? { '--delay': `${delay}ms` } : undefined;
  return createElement(
    as,
    {
      ...rest,
      ref,
      'data-reveal': '',
      style: delayStyle ? { ...(typeof style === 'object' ? style : {}), ...delayStyle } : style,
    },
    children,
  );
}
