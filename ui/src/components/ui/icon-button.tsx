// An admin tool button that shows only an icon, with its tooltip (docs/PRODUCT.md §9: shown after 700 ms
// of hover or keyboard focus; when another tooltip closed less than 300 ms ago it shows at once,
// so moving along a row of tools does not wait again). Escape hides it. The tooltip describes
// the button (aria-describedby); the accessible name stays the button's aria-label.

import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from './button';

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_MS = 300;

/** When a tooltip last closed, for the skip delay shared by all of them. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

type IconButtonProps = {
  /** The accessible name, e.g. "Delete: Spring menu shoot". */
  label: string;
  /** The short word shown on hover and focus, e.g. "Delete". */
  tooltip: string;
  onClick: () => void;
  class?: string;
  'aria-pressed'?: boolean;
  /** The key combination that does the same (`Control+B`). */
  'aria-keyshortcuts'?: string;
  /** -1 for all but one button of a toolbar (roving focus). */
  tabIndex?: number;
  children: ComponentChildren;
};

export function IconButton({ label, tooltip, onClick, class: className, children, ...rest }: IconButtonProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = () => {
    clearTimeout(timer.current);
    const skip = performance.now() - lastClosedAt < TOOLTIP_SKIP_MS;
    timer.current = setTimeout(() => setOpen(true), skip ? 0 : TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = performance.now();
      return false;
    });
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <span class="relative inline-flex" onPointerEnter={show} onPointerLeave={hide}>
      <Button
        variant="ghost"
        size="icon"
        aria-label={label}
        aria-describedby={open ? id : undefined}
        class={className}
        onClick={onClick}
        onFocus={show}
        onBlur={hide}
        onKeyDown={(e) => {
          if (e.key === 'Escape') hide();
        }}
        {...rest}
      >
        {children}
      </Button>
      {open && (
        <span
          id={id}
          role="tooltip"
          class="pointer-events-none absolute bottom-full left-1/2 z-30 mb-1.5 -translate-x-1/2 rounded-md border border-line bg-surface px-2 py-1 text-xs whitespace-nowrap text-ink shadow-lg"
        >
          {tooltip}
        </span>
      )}
    </span>
  );
}
