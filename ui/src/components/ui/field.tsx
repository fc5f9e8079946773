// Form controls of the dense admin forms: a label, the control, an optional hint and an error
// message tied to the control for screen readers (aria-describedby, aria-invalid).

import type { ComponentChildren, TextareaHTMLAttributes } from 'preact';
import { useId } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export function fieldControlClasses(invalid: boolean, extra = ''): string {
  return (
    'w-full rounded-lg border bg-white/[0.04] px-3 text-sm text-ink placeholder:text-muted/60 ' +
    'transition outline-none focus:border-main focus:ring-2 focus:ring-main/30 ' +
    (invalid ? 'border-danger ' : 'border-line ') +
    extra
  ).trim();
}

export function Field({
  label,
  hint,
  error,
  optional,
  children,
}: {
  label: string;
  hint?: ComponentChildren;
  error?: string;
  /** Marks the label '(optional)'. */
  optional?: boolean;
  children: (control: ControlProps) => ComponentChildren;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div class="flex flex-col gap-1.5">
      <label for={id} class="text-sm font-medium text-ink">
        {label}
        {optional && <span class="ml-1 font-normal text-muted">(optional)</span>}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} class="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} class="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

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
  const classes = fieldControlClasses(!!rest['aria-invalid'], `h-10 ${extra ?? ''}`);
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
      class={fieldControlClasses(!!rest['aria-invalid'], `min-h-20 py-2 leading-relaxed ${String(extra ?? '')}`)}
      {...rest}
    />
  );
}
