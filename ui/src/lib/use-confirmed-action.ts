// An action an admin confirms first (delete a row, rotate the registration key): a button asks
// (`ask(target)`), a ConfirmDialog confirms, the call runs; a toast reports the outcome. The
// dialog closes once the call has worked; after a failure it stays open, to try again or cancel,
// but for a 412: the target was changed by someone else since the admin saw it, so the dialog
// closes (the screen shows it as stored now) and the admin looks again before asking again.

import { useRef, useState } from 'react';
import { ApiError, errorMessage } from './api-client';
import { toast, type ToastInput } from './toast';

export function useConfirmedAction<T>(
  call: { mutateAsync: (target: T) => Promise<unknown>; isPending: boolean },
  options: {
    confirmLabel: string;
    busyLabel: string;
    /** The toast once it has worked. */
    done: (target: T) => ToastInput;
    /** The toast's text when the call fails without a server message. */
    failed: string;
    onDone?: (target: T) => void;
    /** Where focus goes once it has worked, when the button that asked went with its target. */
    focusAfter?: () => HTMLElement | null;
  },
) {
  const [asked, setAsked] = useState<{ target: T } | null>(null);
  const done = useRef(false);

  function ask(target: T) {
    done.current = false;
    setAsked({ target });
  }

  async function confirm() {
    if (!asked) return;
    const { target } = asked;
    try {
      await call.mutateAsync(target);
      toast(options.done(target));
      options.onDone?.(target);
      done.current = true;
      setAsked(null);
    } catch (error) {
      if (error instanceof ApiError && error.isStale) {
        setAsked(null);
        toast({ variant: 'destructive', title: 'Changed by someone else', description: errorMessage(error, options.failed) });
        return;
      }
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, options.failed) });
    }
  }

  /** The ConfirmDialog's props but its title and question. */
  const dialog = {
    open: asked !== null,
    confirmLabel: options.confirmLabel,
    busyLabel: options.busyLabel,
    busy: call.isPending,
    onConfirm: () => void confirm(),
    onCancel: () => setAsked(null),
    returnFocus: () => (done.current ? (options.focusAfter?.() ?? null) : null),
  };
  return { target: asked ? asked.target : null, ask, dialog };
}
