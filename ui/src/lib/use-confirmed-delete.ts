// The delete flow every admin list shares: a row's button asks (`ask(item)`), a ConfirmDialog
// confirms, the call runs; a toast reports the outcome, and the dialog closes once the item is gone.
// The deleted item's button goes with its row: focus then lands on the screen's main region (the
// admin layout's <main>, focusable), not on the page's start.

import { useRef, useState } from 'react';
import { errorMessage } from './api-client';
import { toast, type ToastInput } from './toast';

export function useConfirmedDelete<T extends { id: number }>(
  remove: { mutateAsync: (id: number) => Promise<unknown>; isPending: boolean },
  messages: {
    /** The toast after a delete. */
    deleted: (item: T) => ToastInput;
    /** The toast's text when the call fails without a server message. */
    failed: string;
    onDeleted?: (item: T) => void;
  },
) {
  const [target, setTarget] = useState<T | null>(null);
  const deleted = useRef(false);

  function ask(item: T) {
    deleted.current = false;
    setTarget(item);
  }

  async function confirm() {
    if (!target) return;
    try {
      await remove.mutateAsync(target.id);
      toast(messages.deleted(target));
      messages.onDeleted?.(target);
      deleted.current = true;
      setTarget(null);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, messages.failed) });
    }
  }

  /** The ConfirmDialog's props but its title and question. */
  const dialog = {
    open: target !== null,
    confirmLabel: 'Delete',
    busyLabel: 'Deleting...',
    busy: remove.isPending,
    onConfirm: () => void confirm(),
    onCancel: () => setTarget(null),
    returnFocus: () => (deleted.current ? document.querySelector<HTMLElement>('main[tabindex]') : null),
  };
  return { target, ask, dialog };
}
