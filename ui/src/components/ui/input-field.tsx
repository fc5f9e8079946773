// An admin form's labelled one-line input: the Field (label, hint, message) around an Input that
// hands its value to `onValue` as it is typed.

import type { ComponentChildren } from 'preact';
import { Field } from './field';
import { Input, type InputProps } from './input';

type OwnInputProps = Omit<InputProps, 'id' | 'aria-invalid' | 'aria-describedby' | 'onInput'>;

export function InputField({
  label,
  hint,
  error,
  optional,
  onValue,
  ...input
}: OwnInputProps & {
  label: ComponentChildren;
  hint?: ComponentChildren;
  error?: string;
  optional?: boolean;
  onValue: (value: string) => void;
}) {
  return (
    <Field label={label} hint={hint} error={error} optional={optional}>
      {(control) => <Input {...control} {...input} onInput={(event) => onValue((event.currentTarget as HTMLInputElement).value)} />}
    </Field>
  );
}
