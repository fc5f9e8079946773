// A labelled form control: the label, the control, an optional hint and an error message tied to
// the control for screen readers (aria-describedby, aria-invalid). `md` suits the admin forms
// (controls in input.tsx); `lg` the public contact form, whose own controls are larger.

import type { ComponentChildren } from 'preact';
import { useId } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

const SIZES = {
  md: { wrapper: 'gap-1.5', label: 'text-ink', message: 'text-xs' },
  lg: { wrapper: 'gap-2', label: 'text-ink/90', message: 'text-sm' },
};

export function Field({
  label,
  hint,
  error,
  optional,
  size = 'md',
  class: className = '',
  children,
}: {
  /** Text, with any words only screen readers need (`<span class="sr-only">`). */
  label: ComponentChildren;
  hint?: ComponentChildren;
  error?: string;
  /** Marks the label '(optional)'. */
  optional?: boolean;
  size?: keyof typeof SIZES;
  /** The wrapper's place in its form's layout (a grid span). */
  class?: string;
  children: (control: ControlProps) => ComponentChildren;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const look = SIZES[size];
  return (
    <div class={`flex flex-col ${look.wrapper} ${className}`.trim()}>
      <label for={id} class={`text-sm font-medium ${look.label}`}>
        {label}
        {optional && <span class="ml-1 font-normal text-muted">(optional)</span>}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} class={`${look.message} text-muted`}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} class={`${look.message} font-medium text-danger`}>
          {error}
        </p>
      )}
    </div>
  );
}
