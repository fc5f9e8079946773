// A dialog that asks the admin to prove it is them (the current password, a code from the app)
// before a change to two-factor sign-in: the field's message when it is empty or refused, any
// other failure in a toast, and a 409 (the account changed elsewhere) closing it.

import type { ComponentChildren } from 'preact';
import { useId, useState } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { InputField } from '@/components/ui/input-field';

export function ProofDialog({
  open,
  onClose,
  onOutOfStep,
  busy,
  field,
  hidden,
  problem,
  prove,
  refused,
  ...dialog
}: {
  open: boolean;
  onClose: () => void;
  /** True when it handled `error` (the account is not in the state the screen shows). */
  onOutOfStep: (error: unknown) => boolean;
  title: string;
  description: string;
  submitLabel: string;
  busyLabel: string;
  tone?: 'primary' | 'danger';
  busy: boolean;
  field: { label: string; hint?: string; name: string; type?: 'password'; autoComplete: string; spellcheck?: boolean };
  /** Before the field: what a password manager reads. */
  hidden?: ComponentChildren;
  /** Why the typed value cannot be sent; undefined when it can. */
  problem: (value: string) => string | undefined;
  /** Sends the proof; resolves to what follows once the dialog has closed. */
  prove: (value: string) => Promise<() => void>;
  /** A failure of `prove`: `underField` shows the server's message under the field. */
  refused: (failure: unknown, underField: (message: string) => void) => void;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const formId = useId();

  function close() {
    if (busy) return;
    setValue('');
    setError(undefined);
    onClose();
  }

  function underField(message: string) {
    setError(message);
    requestAnimationFrame(() =>
      document.getElementById(formId)?.querySelector<HTMLInputElement>(`input[name="${field.name}"]`)?.focus(),
    );
  }

  async function submit(event: Event) {
    event.preventDefault();
    if (busy) return;
    const empty = problem(value);
    if (empty) {
      underField(empty);
      return;
    }
    try {
      const then = await prove(value);
      setValue('');
      setError(undefined);
      onClose();
      then();
    } catch (failure) {
      if (onOutOfStep(failure)) {
        setValue('');
        onClose();
        return;
      }
      refused(failure, underField);
    }
  }

  return (
    <FormDialog {...dialog} open={open} onClose={close} busy={busy} formId={formId} onSubmit={submit}>
      {hidden}
      <InputField
        {...field}
        error={error}
        value={value}
        onValue={(typed) => {
          setValue(typed);
          setError(undefined);
        }}
      />
    </FormDialog>
  );
}
