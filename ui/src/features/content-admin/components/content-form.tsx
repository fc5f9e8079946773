// The Add and Edit form of a content manager, built from the kind's field list. It checks the
// declared rules (docs/ARCHITECTURE.md, "Where a field is declared") on submit, then again on
// every change, and shows the server's field messages. A service's icon is picked from the site's
// icon set.

import { useEffect, useId, useRef, useState } from 'react';
import { type ControlProps, Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import type { MediaInput } from '@/components/ui/media-slots';
import { Switch } from '@/components/ui/switch';
import { sameValue } from '@/lib/field-diff';
import {
  type FieldConfig,
  type FormErrors,
  type FormValues,
  toFormValues,
  toPayload,
  validateForm,
} from '../fields';
import { IconPicker } from './icon-picker';

const isImageField = (field: FieldConfig) => field.kind === 'url' || field.kind === 'optional-url';

export function ContentForm({
  id,
  fields,
  item,
  nextPosition,
  serverErrors,
  imageInput: ImageControl,
  onSubmit,
  onDirtyChange,
}: {
  /** The form's id, for a submit button outside it (in the dialog's footer). */
  id: string;
  fields: readonly FieldConfig[];
  /** The item being edited; none for a new one. */
  item?: object;
  /** A new item's place: after the last of its list. */
  nextPosition?: number;
  serverErrors?: FormErrors;
  /** The control of image fields when the app gives one (the media library's picker); without
   * it, they are plain text inputs. */
  imageInput?: MediaInput;
  onSubmit: (payload: Record<string, unknown>) => void;
  /** Whether the form holds changes not saved, told each time that changes (the History's restore
   * asks before it discards them). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const [start] = useState<FormValues>(() => toFormValues(fields, item, nextPosition));
  const [values, setValues] = useState<FormValues>(start);
  const [errors, setErrors] = useState<FormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const activeId = useId();

  useEffect(() => {
    if (serverErrors && Object.keys(serverErrors).length) {
      setErrors(serverErrors);
      focusFirstInvalid();
    }
  }, [serverErrors]);

  const dirty = !sameValue(toPayload(fields, values), toPayload(fields, start));
  const onDirty = useRef(onDirtyChange);
  onDirty.current = onDirtyChange;
  useEffect(() => onDirty.current?.(dirty), [dirty]);

  function focusFirstInvalid() {
    requestAnimationFrame(() => {
      const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      // A radio group is marked on its fieldset: its chosen radio, or its first, takes the focus.
      const target = invalid?.matches('fieldset') ? (invalid.querySelector<HTMLElement>('input:checked') ?? invalid.querySelector('input')) : invalid;
      target?.focus();
    });
  }

  const setField = (name: string, value: string) => change({ ...values, fields: { ...values.fields, [name]: value } });

  function change(next: FormValues) {
    setValues(next);
    if (submitted) setErrors(validateForm(fields, next));
  }

  function submit(event: Event) {
    event.preventDefault();
    setSubmitted(true);
    const found = validateForm(fields, values);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstInvalid();
      return;
    }
    onSubmit(toPayload(fields, values));
  }

  /** The text, number or image control of `field`. */
  function input(field: FieldConfig, control: ControlProps) {
    const common = {
      ...control,
      name: field.name,
      value: values.fields[field.name] ?? '',
      placeholder: field.placeholder,
      onInput: (event: Event) => setField(field.name, (event.currentTarget as HTMLInputElement).value),
    };
    if (field.kind === 'textarea') return <Textarea {...common} rows={4} />;
    if (ImageControl && isImageField(field)) {
      return <ImageControl {...common} accept={field.accept} onValueChange={(value) => setField(field.name, value)} />;
    }
    const numeric = field.kind === 'position' || field.kind === 'nullable-number';
    return (
      <Input
        {...common}
        type={numeric ? 'number' : 'text'}
        inputMode={numeric ? 'numeric' : undefined}
        step={numeric ? 1 : undefined}
        min={field.rule.minimum}
        max={field.rule.maximum}
        autoComplete="off"
        spellcheck={field.kind === 'text' ? undefined : false}
      />
    );
  }

  return (
    <form id={id} ref={form} noValidate onSubmit={submit} class="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => (
        <div key={field.name} class={field.kind === 'textarea' || field.kind === 'icon' || isImageField(field) ? 'sm:col-span-2' : ''}>
          {field.kind === 'icon' ? (
            <IconPicker
              label={field.label}
              hint={field.hint}
              error={errors[field.name]}
              value={values.fields[field.name] ?? ''}
              onChange={(value) => setField(field.name, value)}
            />
          ) : (
            <Field
              label={field.label}
              hint={field.hint}
              error={errors[field.name]}
              optional={field.kind === 'optional-url' || field.kind === 'nullable-number' || field.kind === 'position'}
            >
              {(control) => input(field, control)}
            </Field>
          )}
        </div>
      ))}
      <div class="flex items-center justify-between gap-4 rounded-lg border border-line bg-white/[0.02] px-3 py-2.5 sm:col-span-2">
        <div>
          <label for={activeId} class="text-sm font-medium">
            Active
          </label>
          <p id={`${activeId}-hint`} class="text-xs text-muted">
            Active items are shown on the public site.
          </p>
        </div>
        <Switch
          id={activeId}
          describedBy={`${activeId}-hint`}
          checked={values.isActive}
          onChange={(isActive) => change({ ...values, isActive })}
        />
      </div>
    </form>
  );
}
