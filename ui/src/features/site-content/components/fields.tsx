// The fields of the section forms, each bound to its path in the form: text (one line or a
// textarea, with a count of its limit), a picture from the library, a social network, a switch.
// Messages stand under their fields, as in every admin form. In another language a translated
// text stands beside its default language's text, and every other field is read-only.

import type { ComponentChildren } from 'preact';
import { useId } from 'react';
import { SameInEveryLanguage, TranslatedField } from '@/components/translation/translated-field';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { valueAt } from '../editable';
import { NETWORKS } from '../rules';
import { useSectionForm, useTextField, useTranslatedPath } from './form-context';

/** The hint of a field with a limit: how much of it is used, then what the field is for. */
function counted(value: string, max: number | undefined, hint: ComponentChildren) {
  if (!max) return hint;
  const count = `${[...value.trim()].length}/${max}`;
  return hint ? (
    <>
      {count} · {hint}
    </>
  ) : (
    count
  );
}

export function TextField({
  path,
  label,
  hint,
  max,
  rows,
  optional,
  placeholder,
  class: className,
}: {
  path: string;
  label: ComponentChildren;
  hint?: ComponentChildren;
  /** The server's limit, shown as a count. */
  max?: number;
  /** A textarea of this many rows; one line without. */
  rows?: number;
  optional?: boolean;
  placeholder?: string;
  class?: string;
}) {
  const field = useTextField(path);
  const translated = useTranslatedPath(path);
  if (translated && !translated.status) {
    return (
      <SameInEveryLanguage label={label} defaultLang={translated.defaultLang} class={className}>
        {field.value}
      </SameInEveryLanguage>
    );
  }
  if (translated?.status) {
    return (
      <TranslatedField
        field={field.key}
        label={label}
        status={translated.status}
        source={translated.sourceText}
        sourceLang={translated.defaultLang}
        lang={translated.lang}
        hint={counted(field.value, max, hint)}
        error={field.error}
        class={className}
      >
        {(control) =>
          rows ? (
            <Textarea {...control} name={field.key} rows={rows} value={field.value} onInput={field.onInput} />
          ) : (
            <Input {...control} name={field.key} value={field.value} autoComplete="off" onInput={field.onInput} />
          )
        }
      </TranslatedField>
    );
  }
  return (
    <Field label={label} hint={counted(field.value, max, hint)} error={field.error} optional={optional} class={className}>
      {(control) =>
        rows ? (
          <Textarea {...control} name={field.key} rows={rows} value={field.value} placeholder={placeholder} onInput={field.onInput} />
        ) : (
          <Input {...control} name={field.key} value={field.value} placeholder={placeholder} autoComplete="off" onInput={field.onInput} />
        )
      }
    </Field>
  );
}

/** A picture (or a video, with `accept`) from the media library, or any http(s) address. */
export function MediaField({
  path,
  label,
  hint,
  accept = 'image',
}: {
  path: string;
  label: string;
  hint: ComponentChildren;
  accept?: 'image' | 'image-or-video';
}) {
  const { controls } = useSectionForm();
  const field = useTextField(path);
  const translated = useTranslatedPath(path);
  const Control = controls.mediaInput;
  if (translated) {
    return (
      <SameInEveryLanguage label={label} defaultLang={translated.defaultLang}>
        {field.value}
      </SameInEveryLanguage>
    );
  }
  return (
    <Field label={label} hint={hint} error={field.error} optional>
      {(control) => (
        <Control {...control} name={field.key} value={field.value} accept={accept} onInput={field.onInput} onValueChange={field.set} />
      )}
    </Field>
  );
}

const selectClasses = (invalid: boolean) =>
  'h-10 w-full rounded-lg border bg-surface px-3 text-sm text-ink outline-none focus:border-main focus:ring-2 focus:ring-main/30 ' +
  (invalid ? 'border-danger' : 'border-line');

export function NetworkField({ path, label }: { path: string; label: ComponentChildren }) {
  const field = useTextField(path);
  const translated = useTranslatedPath(path);
  if (translated) {
    return (
      <SameInEveryLanguage label={label} defaultLang={translated.defaultLang}>
        {NETWORKS.find((network) => network.value === field.value)?.label ?? field.value}
      </SameInEveryLanguage>
    );
  }
  return (
    <Field label={label} error={field.error}>
      {(control) => (
        <select {...control} name={field.key} value={field.value} onInput={field.onInput} class={selectClasses(!!field.error)}>
          {NETWORKS.map((network) => (
            <option key={network.value} value={network.value}>
              {network.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** An on/off setting with its name and what it does, as the content forms' Active switch. */
export function SwitchField({ path, label, hint }: { path: string; label: string; hint: string }) {
  const form = useSectionForm();
  const id = useId();
  const checked = valueAt(form.state.draft, path) === true;
  const translated = useTranslatedPath(path);
  if (translated) {
    return (
      <SameInEveryLanguage label={label} defaultLang={translated.defaultLang}>
        {checked ? 'Shown' : 'Hidden'}
      </SameInEveryLanguage>
    );
  }
  return (
    <div class="flex items-center justify-between gap-4 rounded-lg border border-line bg-white/[0.02] px-3 py-2.5">
      <div>
        <label for={id} class="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} class="text-xs text-muted">
          {hint}
        </p>
      </div>
      <Switch id={id} describedBy={`${id}-hint`} checked={checked} onChange={(next) => form.set(path, next)} />
    </div>
  );
}
