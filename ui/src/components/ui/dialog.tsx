// A modal dialog on the native <dialog> element: showModal() traps focus and makes the rest of the
// page inert; Escape closes it; focus goes back to the element that opened it. Labelled by its
// title (and described by its description) for screen readers. Tab wraps around inside it.
// Content renders only while open, so a form inside starts fresh each time. It opens on what the
// person came to do: a control marked autoFocus, else the first form field, else (a confirmation)
// its first button, the safe one; a dialog with none of these keeps the browser's choice.

import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef } from 'react';

export interface DialogProps {
  open: boolean;
  /** Called when the dialog asks to close (Escape, the close button, a click on the backdrop). */
  onClose: () => void;
  title: string;
  description?: ComponentChildren;
  children?: ComponentChildren;
  /** Buttons along the bottom edge. */
  footer?: ComponentChildren;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** 'alertdialog' for confirmations of destructive actions. */
  role?: 'dialog' | 'alertdialog';
  /** Where focus goes on close instead of the opener, when the action taken removes the opener
   * (a deleted row's button): without it, focus would fall to the page's start. */
  returnFocus?: () => HTMLElement | null;
}

const WIDTHS = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const FIELDS = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

/** Drawn: laid out, and not in a hidden subtree (which happy-dom, laying nothing out, can tell). */
const isShown = (el: HTMLElement) => el.getClientRects().length > 0 && !el.closest('[hidden]');

/** Where focus starts in an opened dialog, or null for the browser's choice (its first control).
 * A control above the form that is not one of its fields (a language switch) says so with
 * `data-not-a-field`, and the focus starts on the form's first field after it. */
function initialFocus(dialog: HTMLDialogElement, alert: boolean): HTMLElement | null {
  const marked = dialog.querySelector<HTMLElement>('[autofocus]');
  if (marked) return marked;
  const body = dialog.querySelector<HTMLElement>('[data-dialog-body]');
  const field = Array.from(body?.querySelectorAll<HTMLElement>(FIELDS) ?? []).find((el) => isShown(el) && !el.closest('[data-not-a-field]'));
  if (field) return field;
  return alert ? dialog.querySelector<HTMLElement>('footer button:not([disabled])') : null;
}

/** Tab and Shift+Tab wrap around inside the dialog instead of leaving for the browser's UI. */
function trapTab(event: KeyboardEvent, dialog: HTMLDialogElement) {
  if (event.key !== 'Tab') return;
  const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(isShown);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  returnFocus,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const returnFocusRef = useRef(returnFocus);
  returnFocusRef.current = returnFocus;
  const titleId = useId();
  const descriptionId = useId();

  const restoreFocus = () => {
    const target = returnFocusRef.current?.() ?? opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus();
  };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      initialFocus(dialog, role === 'alertdialog')?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      restoreFocus();
    }
  }, [open]);

  // Unmounted while open (the screen changed): give focus back all the same.
  useEffect(
    () => () => {
      if (ref.current?.open) restoreFocus();
    },
    [],
  );

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // The browser closed it (Escape): tell the owner, who still thinks it is open. The event comes
      // a task after close(): when the owner has opened the dialog again meanwhile (Cancel, then
      // the same button at once), it is the old closing's and must not close the new one.
      onClose={() => {
        if (open && !ref.current?.open) {
          onCloseRef.current();
          restoreFocus();
        }
      }}
      onKeyDown={(event) => {
        if (ref.current) trapTab(event, ref.current);
      }}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onMouseDown={(event) => {
        // A press on the backdrop targets the <dialog> itself, outside its padding box.
        const dialog = ref.current;
        if (!dialog || event.target !== dialog) return;
        const box = dialog.getBoundingClientRect();
        const inside =
          event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
        if (!inside) onCloseRef.current();
      }}
      class={
        `m-auto w-[calc(100%-2rem)] ${WIDTHS[size]} max-h-[calc(100svh-2rem)] overflow-visible rounded-2xl border border-line ` +
        'bg-surface p-0 text-ink shadow-2xl shadow-black/60 backdrop:bg-black/70 backdrop:backdrop-blur-[2px]'
      }
    >
      {open && (
        <div class="flex max-h-[calc(100svh-2rem)] flex-col">
          <header class="flex items-start justify-between gap-4 border-b border-line px-5 py-4">
            <div class="min-w-0">
              <h2 id={titleId} class="font-sans text-base font-semibold tracking-tight">
                {title}
              </h2>
              {description && (
                <div id={descriptionId} class="mt-1 text-sm text-muted">
                  {description}
                </div>
              )}
            </div>
            <button
              type="button"
              aria-label="Close"
              onClick={() => onCloseRef.current()}
              class="-mt-0.5 -mr-1.5 grid size-8 shrink-0 place-items-center rounded-lg text-muted transition hover:bg-white/5 hover:text-ink focus-visible:outline-2 focus-visible:outline-main"
            >
              <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
                <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" />
              </svg>
            </button>
          </header>
          {children && (
            <div data-dialog-body class="overflow-y-auto px-5 py-4">
              {children}
            </div>
          )}
          {footer && (
            <footer class="flex flex-wrap justify-end gap-2 border-t border-line px-5 py-3.5">{footer}</footer>
          )}
        </div>
      )}
    </dialog>
  );
}
