// The behaviour every form of the site shares (docs/PRODUCT.md §4): fields are checked when the form is
// sent, then again on every change; `busy` while the request runs, and a second submit meanwhile
// does nothing. Each form keeps its own fields, request and toasts.

import { useState } from 'react';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The fields that have a problem, so an empty object means the form can be sent. */
export function problems<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<K>;
}

export function useCheckedForm<V extends Record<keyof V, string>>(
  empty: V,
  validate: (values: V) => FieldErrors<keyof V & string>,
) {
  type Errors = FieldErrors<keyof V & string>;
  const [values, setValues] = useState<V>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);

  const setValue = (field: keyof V & string, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checked) setErrors(validate(next));
  };

  /** The form's onSubmit: sends the values when every field is right, else shows the errors. */
  const submit = (send: (values: V) => Promise<void>, onInvalid?: (found: Errors) => void) => async (event: Event) => {
    event.preventDefault();
    if (busy) return;
    setChecked(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      onInvalid?.(found);
      return;
    }
    setBusy(true);
    try {
      await send(values);
    } finally {
      setBusy(false);
    }
  };

  /** Back to an empty form, checked again only at the next submit. */
  const reset = () => {
    setValues(empty);
    setErrors({});
    setChecked(false);
  };

  /** The props a TextField (or the contact form's field) needs for `field`. */
  const bind = (field: keyof V & string) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onInput: (event: Event) => setValue(field, (event.currentTarget as HTMLInputElement).value),
  });

  return { values, errors, setErrors, busy, setValue, submit, reset, bind };
}
