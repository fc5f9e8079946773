// A row of cards that phones and tablets swipe through (CSS scroll snap, `.swipe-row` in
// index.css) and wide screens lay out as the caller's grid. It is a labelled list. Tab reaches
// each card (its link, or the card itself when the caller makes it focusable) and brings it
// whole into view; under the row, Previous and Next move by one card, and say so when at an end
// (aria-disabled: a button that keeps focus). Smooth scrolling stops under reduced motion.

import type { ComponentChildren } from 'preact';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { prefersReducedMotion } from '@/lib/scroll-to-section';

export interface SwipeRowProps {
  /** The list's accessible name ("Services"). */
  label: string;
  /** The buttons' names ("Previous service", "Next service"). */
  buttons: { previous: string; next: string };
  /** The <li> cards. */
  children: ComponentChildren;
  /** The grid of wide screens (lg: classes) and anything else for the list. */
  class?: string;
  /** The buttons' colours on a light band. */
  light?: boolean;
}

const smooth = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');

const BUTTON =
  'grid size-11 place-items-center rounded-full border transition aria-disabled:cursor-default aria-disabled:opacity-35 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2';

export function SwipeRow({ label, buttons, children, class: extra = '', light = false }: SwipeRowProps) {
  const id = useId();
  const row = useRef<HTMLUListElement>(null);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);

  useEffect(() => {
    const list = row.current;
    if (!list) return;
    const update = () => {
      setAtStart(list.scrollLeft < 8);
      setAtEnd(list.scrollLeft + list.clientWidth > list.scrollWidth - 8);
    };
    // Browsers leave a card that is partly in view where it is when it takes focus: show it whole.
    const reveal = (event: FocusEvent) =>
      (event.target as Element).closest('.swipe-row > li')?.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: smooth() });
    update();
    // A turned tablet can change whether the row overflows at all.
    list.addEventListener('scroll', update, { passive: true });
    list.addEventListener('focusin', reveal);
    window.addEventListener('resize', update);
    return () => {
      list.removeEventListener('scroll', update);
      list.removeEventListener('focusin', reveal);
      window.removeEventListener('resize', update);
    };
  }, []);

  /** Scrolls by one card and the gap after it. */
  const move = (direction: 1 | -1) => {
    const list = row.current;
    const first = list?.firstElementChild as HTMLElement | null;
    if (!list || !first) return;
    const step = first.offsetWidth + parseFloat(getComputedStyle(list).columnGap || '0');
    list.scrollBy({ left: direction * step, behavior: smooth() });
  };

  const colours = light
    ? 'border-canvas/20 text-canvas hover:bg-canvas hover:text-paper focus-visible:outline-canvas'
    : 'border-line bg-white/[0.04] text-ink hover:border-main hover:bg-main hover:text-on-main focus-visible:outline-main';
  // Both ends in view: nothing to swipe, no buttons.
  const fits = atStart && atEnd;
  return (
    <div>
      <ul ref={row} id={id} aria-label={label} class={`swipe-row ${extra}`}>
        {children}
      </ul>
      <div class={`mt-5 flex justify-end gap-2 lg:hidden ${fits ? 'hidden' : ''}`}>
        <button
          type="button"
          aria-controls={id}
          aria-label={buttons.previous}
          aria-disabled={atStart}
          onClick={() => move(-1)}
          class={`${BUTTON} ${colours}`}
        >
          <ArrowLeft size={18} aria-hidden="true" />
        </button>
        <button
          type="button"
          aria-controls={id}
          aria-label={buttons.next}
          aria-disabled={atEnd}
          onClick={() => move(1)}
          class={`${BUTTON} ${colours}`}
        >
          <ArrowRight size={18} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
