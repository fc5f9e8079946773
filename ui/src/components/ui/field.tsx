// A labelled form control: the label, the control, an optional hint and an error message tied to
// the control for screen readers (aria-describedby, aria-invalid). `md` suits the dense admin
// forms; `lg` the public contact form, whose own controls are larger.

import type { ComponentChildren, TextareaHTMLAttributes } from 'preact';
import { useId } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** The look of a text control; `shape` sets its corners, padding, height and type size. */
export function fieldControlClasses(invalid: boolean, shape: string): string {
  return (
    'w-full border bg-white/[0.04] text-ink placeholder:text-muted/60 ' +
    'transition outline-none focus:border-main focus:ring-2 focus:ring-main/30 ' +
    (invalid ? 'border-danger ' : 'border-line ') +
    shape
  ).trim();
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
  label: string;
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

/** The admin forms' controls: small type, squarer corners. */
const DENSE = 'rounded-lg px-3 text-sm';

interface InputProps {
  id?: string;
  name?: string;
  value?: string;
  type?: 'text' | 'email' | 'url' | 'tel' | 'number' | 'password' | 'search';
  placeholder?: string;
  onInput?: (event: Event) => void;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'url' | 'tel';
  spellcheck?: boolean;
  step?: number;
  min?: number;
  max?: number;
  readOnly?: boolean;
  /** The id of a <datalist> of suggestions. */
  list?: string;
  class?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export function Input({ type = 'text', class: extra, list, ...rest }: InputProps) {
  const classes = fieldControlClasses(!!rest['aria-invalid'], `${DENSE} h-10 ${extra ?? ''}`);
  // Preact types <input> per `type` value (and `list` only with text-like types): pick the variant.
  return list ? (
    <input type={type as 'text'} list={list} class={classes} {...rest} />
  ) : (
    <input type={type as 'text'} class={classes} {...rest} />
  );
}

export function Textarea({ class: extra, rows = 4, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <textarea
      rows={rows}
      class={fieldControlClasses(!!rest['aria-invalid'], `${DENSE} min-h-20 py-2 leading-relaxed ${String(extra ?? '')}`)}
      {...rest}
    />
  );
}
