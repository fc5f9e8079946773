// Renders the toasts of lib/toast (docs/PRODUCT.md §4, §9): one at a time in a 420 px column, closing by
// itself after 5000 ms (paused while hovered or focused), by its close button, or by a swipe to
// the right past 50 px. F8 moves focus to the notifications region.

import { useEffect, useRef, useState } from 'react';
import { t } from '@/i18n/page';
import { dismiss, subscribe, TOAST_DURATION_MS, type ToastData } from '@/lib/toast';

export const SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

export function Toaster() {
  const [toasts, setToasts] = useState<readonly ToastData[]>([]);
  const region = useRef<HTMLElement>(null);

  useEffect(() => subscribe(setToasts), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) region.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const open = toasts.filter((t) => t.open);
  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-label={t('toast.region', { hotkey: TOAST_HOTKEY })}
      class="pointer-events-none fixed right-0 bottom-0 z-[100] flex w-full max-w-[420px] flex-col gap-2 p-4 outline-none"
    >
      <ol class="flex flex-col gap-2">
        {open.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({ toast }: { toast: ToastData }) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => dismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [paused, toast.id, toast.title, toast.description]);

  const destructive = toast.variant === 'destructive';
  const tone = destructive ? 'border-danger/50 bg-[#2a1214] text-ink' : 'border-line bg-surface text-ink';

  return (
    <li
      data-variant={toast.variant}
      class={`pointer-events-auto relative flex items-start gap-3 rounded-2xl border p-4 pr-10 shadow-2xl shadow-black/40 ${tone}`}
      style={{ transform: offset ? `translateX(${offset}px)` : undefined, touchAction: 'pan-y' }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocusIn={() => setPaused(true)}
      onFocusOut={() => setPaused(false)}
      onPointerDown={(e) => {
        start.current = e.clientX;
      }}
      onPointerMove={(e) => {
        if (start.current !== null) setOffset(Math.max(0, e.clientX - start.current));
      }}
      onPointerUp={(e) => {
        const moved = start.current === null ? 0 : e.clientX - start.current;
        start.current = null;
        setOffset(0);
        if (moved > SWIPE_THRESHOLD_PX) dismiss(toast.id);
      }}
      onPointerCancel={() => {
        start.current = null;
        setOffset(0);
      }}
    >
      {/* The live region is the text, inside the list item: a role on the <li> itself would
          take it out of the list (axe: "list"), and the buttons need no announcing. */}
      <div
        role={destructive ? 'alert' : 'status'}
        aria-live={destructive ? 'assertive' : 'polite'}
        aria-atomic="true"
        class="grid gap-1"
      >
        {toast.title && <p class={`text-sm font-semibold ${destructive ? 'text-danger' : ''}`}>{toast.title}</p>}
        {toast.description && <p class="text-sm text-ink/80">{toast.description}</p>}
      </div>
      {toast.action && (
        <button
          type="button"
          class="ml-auto shrink-0 rounded-lg border border-line px-3 py-1.5 text-xs font-semibold hover:border-main/60"
          onClick={() => {
            toast.action?.onClick();
            dismiss(toast.id);
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        aria-label={t('toast.close')}
        class="absolute top-3 right-3 grid h-6 w-6 place-items-center rounded-md text-ink/60 hover:text-ink focus-visible:outline-2 focus-visible:outline-main"
        onClick={() => dismiss(toast.id)}
      >
        <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" />
        </svg>
      </button>
    </li>
  );
}
