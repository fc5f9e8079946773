// The toast store of docs/PRODUCT.md §4 and §9: at most one toast at a time (a new one replaces the
// older), shown for 5000 ms, kept in memory 1,000,000 ms after dismissal. Any screen calls
// `toast()`; the one <Toaster /> in the app's providers renders them.

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastData {
  id: string;
  title?: string;
  description?: string;
  action?: ToastAction;
  variant: ToastVariant;
  open: boolean;
}

export type ToastInput = Omit<ToastData, 'id' | 'open' | 'variant'> & { variant?: ToastVariant };

type Listener = (toasts: readonly ToastData[]) => void;

let toasts: readonly ToastData[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: readonly ToastData[]): void {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly ToastData[] {
  return toasts;
}

/** Closes a toast (all of them without an id); it is forgotten TOAST_REMOVE_DELAY_MS later. */
export function dismiss(id?: string): void {
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  for (const t of toasts) {
    if (t.open || removalTimers.has(t.id)) continue;
    removalTimers.set(
      t.id,
      setTimeout(() => {
        removalTimers.delete(t.id);
        remove(t.id);
      }, TOAST_REMOVE_DELAY_MS),
    );
  }
}

/** Forgets a toast at once. */
export function remove(id?: string): void {
  emit(id === undefined ? [] : toasts.filter((t) => t.id !== id));
}

/** Shows a toast, replacing the one on screen; returns handles to update or dismiss it. */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const data: ToastData = { variant: 'default', ...input, id, open: true };
  emit([data, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismiss(id),
    update: (patch: Partial<ToastInput>) =>
      emit(toasts.map((t) => (t.id === id ? { ...t, ...patch, variant: patch.variant ?? t.variant } : t))),
  };
}
