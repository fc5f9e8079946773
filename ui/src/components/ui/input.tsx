// The text controls of the admin forms and the login, to put inside a <Field>. Their own module:
// the public bundle carries Field (the contact form) but not these.

import type { TextareaHTMLAttributes } from 'preact';

/** The look of a text control; `shape` sets its corners, padding, height and type size. */
export function fieldControlClasses(invalid: boolean, shape: string): string {
  return (
    'w-full border bg-white/[0.04] text-ink placeholder:text-muted/60 ' +
    'transition outline-none focus:border-main focus:ring-2 focus:ring-main/30 ' +
    (invalid ? 'border-danger ' : 'border-line ') +
    shape
  ).trim();
}

/** The admin forms' controls: small type, squarer corners. */
const DENSE = 'rounded-lg px-3 text-sm';

export interface InputProps {
  id?: string;
  name?: string;
  value?: string;
  type?: 'text' | 'email' | 'url' | 'tel' | 'number' | 'password' | 'search' | 'datetime-local';
  placeholder?: string;
  onInput?: (event: Event) => void;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'url' | 'tel';
  spellcheck?: boolean;
  step?: number;
  min?: number | string;
  max?: number;
  readOnly?: boolean;
  /** Focused when its dialog opens (the dialog's first field). */
  autoFocus?: boolean;
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
