// Whether a content table stacks its rows: when its columns do not fit the width it has (a phone,
// or a tablet beside the sidebar), each row becomes the item's name with its other columns and its
// actions under it. The columns are tried first; once they overflow, the width they needed is
// kept, and they are tried again only when the box is at least that wide. Measured from the
// layout, so it suits each kind's columns and the words in them.

import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** `box` holds the table; `stacked` is what it shows now. */
export function useStackedRows(box: { current: HTMLElement | null }): boolean {
  const [stacked, setStacked] = useState(false);
  const needed = useRef(0);
  const check = useRef(() => {});
  check.current = () => {
    const element = box.current;
    const scroller = element?.querySelector('table')?.parentElement;
    if (!element || !scroller) return;
    const width = element.clientWidth;
    if (!stacked) {
      // The scroll box's border sits between the box's width and the columns'.
      const overflow = scroller.scrollWidth - scroller.clientWidth;
      if (overflow > 1) {
        needed.current = width + overflow;
        setStacked(true);
      }
    } else if (width >= needed.current) setStacked(false);
  };

  // After every drawing: new rows or longer words can make the columns overflow.
  useLayoutEffect(() => check.current());
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => check.current());
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return stacked;
}
