// A dialog that is one small form: its fields, then Cancel and the submit button in the footer
// (outside the form, tied to it by the form's id). While `busy`, both buttons wait and the submit
// button says what is happening.

import type { ComponentChildren } from 'preact';
import { useId } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export function FormDialog({
  open,
  onClose,
  title,
  description,
  submitLabel,
  busyLabel,
  busy = false,
  tone = 'primary',
  formId,
  formClass,
  onSubmit,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ComponentChildren;
  submitLabel: string;
  busyLabel?: string;
  busy?: boolean;
  tone?: 'primary' | 'danger';
  /** The form's id, when the caller reaches into the form (to focus a field). */
  formId?: string;
  formClass?: string;
  onSubmit: (event: Event) => void;
  children: ComponentChildren;
}) {
  const ownId = useId();
  const id = formId ?? ownId;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <Button variant="secondary" size="sm" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant={tone} size="sm" type="submit" form={id} disabled={busy}>
            {busy ? (busyLabel ?? submitLabel) : submitLabel}
          </Button>
        </>
      }
    >
      <form id={id} noValidate onSubmit={onSubmit} class={formClass}>
        {children}
      </form>
    </Dialog>
  );
}
