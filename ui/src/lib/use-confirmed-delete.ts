// The delete flow every admin list shares, a confirmed action (use-confirmed-action): a row's
// button asks (`ask(item)`), the dialog says Delete, and the dialog closes once the item is gone.
// The deleted item's button goes with its row: focus then lands on the screen's main region (the
// admin layout's <main>, focusable), not on the page's start. The call gets the whole item, so it
// can name the version the admin saw (If-Match).

import type { ToastInput } from './toast';
import { useConfirmedAction } from './use-confirmed-action';

export function useConfirmedDelete<T extends { id: number }>(
  remove: { mutateAsync: (item: T) => Promise<unknown>; isPending: boolean },
  messages: {
    /** The toast after a delete. */
    deleted: (item: T) => ToastInput;
    /** The toast's text when the call fails without a server message. */
    failed: string;
    onDeleted?: (item: T) => void;
  },
) {
  return useConfirmedAction<T>(
    remove,
    {
      confirmLabel: 'Delete',
      busyLabel: 'Deleting...',
      done: messages.deleted,
      failed: messages.failed,
      onDone: messages.onDeleted,
      focusAfter: () => document.querySelector<HTMLElement>('main[tabindex]'),
    },
  );
}
