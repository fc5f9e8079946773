// A labelled input with an optional hint and a validation message tied to it for screen readers.

import { useId } from 'react';

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onInput: (event: Event) => void;
  type?: 'text' | 'password' | 'email' | 'url' | 'tel' | 'number';
  autoComplete?: string;
  autoCapitalize?: 'none' | 'sentences' | 'words';
  spellcheck?: boolean;
  placeholder?: string;
  hint?: string;
  error?: string;
}

export function TextField({ label, hint, error, type = 'text', ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div class="flex flex-col gap-1.5">
      <label for={id} class="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        // Preact 11 types <input> per `type` value; a union of types defeats that discriminant.
        type={type as 'text'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        class={
          'h-11 rounded-xl border bg-white/[0.04] px-3.5 text-ink placeholder:text-muted/60 ' +
          'transition outline-none focus:border-main focus:ring-2 focus:ring-main/30 ' +
          (error ? 'border-danger' : 'border-line')
        }
        {...input}
      />
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
