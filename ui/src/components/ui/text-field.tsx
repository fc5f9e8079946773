// A labelled input of the login and user forms: the larger sibling of the admin forms' controls,
// with the same label, hint and validation message (`Field`).

import { Field } from './field';
import { fieldControlClasses } from './input';

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onInput: (event: Event) => void;
  type?: 'text' | 'password' | 'email' | 'url' | 'tel' | 'number';
  autoComplete?: string;
  /** The on-screen keyboard to offer, e.g. 'numeric' for one-time codes. */
  inputMode?: 'text' | 'numeric';
  autoCapitalize?: 'none' | 'sentences' | 'words';
  spellcheck?: boolean;
  placeholder?: string;
  hint?: string;
  error?: string;
}

export function TextField({ label, hint, error, type = 'text', ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          // Preact 11 types <input> per `type` value; a union of types defeats that discriminant.
          type={type as 'text'}
          class={fieldControlClasses(!!error, 'h-11 rounded-xl px-3.5')}
          {...input}
        />
      )}
    </Field>
  );
}
