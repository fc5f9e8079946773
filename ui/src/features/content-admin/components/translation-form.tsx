// The Edit form of a content item in another language: each translatable field with the default
// language's text beside it and its state (missing, out of date), and each other field read-only,
// the same in every language. Only the translations changed are sent; an empty one removes the
// translation (visitors then read the default language's text). An out-of-date translation that
// still says the right thing is marked so with "Still right": sent again, it is current.

import { useEffect, useRef, useState } from 'react';
import { StillRight } from '@/components/translation/still-right';
import { focusField, SameInEveryLanguage, TranslatedField } from '@/components/translation/translated-field';
import { Input, Textarea } from '@/components/ui/input';
import { changedTexts } from '@/lib/translations';
import { type FieldConfig, type FormErrors, validateField } from '../fields';
import { sourceText, translationStatuses, translationValues } from '../translations';
import { IconName } from './icon-picker';

/** The messages of `errors` (the server's keys: `translations.es.title`) by field name. */
function errorsIn(errors: FormErrors, lang: string): FormErrors {
  const prefix = `translations.${lang}.`;
  return Object.fromEntries(Object.entries(errors).flatMap(([key, message]) => (key.startsWith(prefix) ? [[key.slice(prefix.length), message]] : [])));
}

export function TranslationForm({
  id,
  fields,
  item,
  lang,
  defaultLang,
  kept,
  focus,
  serverErrors,
  onSubmit,
  onDirtyChange,
}: {
  id: string;
  fields: readonly FieldConfig[];
  /** The item as stored, with its translations and their states. */
  item: object;
  lang: string;
  defaultLang: string;
  /** Texts to start from instead of the stored ones (the admin's, kept after a refused save). */
  kept?: Readonly<Record<string, string>>;
  /** The field to focus first (a link from the Translations overview). */
  focus?: string;
  serverErrors?: FormErrors;
  /** The texts changed, by field (empty: nothing to save). */
  onSubmit: (texts: Record<string, string>) => void;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const base = translationValues(fields, item, lang);
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...base, ...kept }));
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<FormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const statuses = new Map(translationStatuses(fields, item, lang).map(({ field, status }) => [field.name, status]));
  const names = [...statuses.keys()];

  useEffect(() => {
    if (serverErrors && Object.keys(serverErrors).length) {
      setErrors(errorsIn(serverErrors, lang));
      focusFirstInvalid();
    }
  }, [serverErrors]);

  useEffect(() => {
    if (focus) focusField(() => form.current, focus);
  }, []);

  const changes = changedTexts(names, base, values, confirmed);
  const dirty = Object.keys(changes).length > 0;
  const onDirty = useRef(onDirtyChange);
  onDirty.current = onDirtyChange;
  useEffect(() => onDirty.current?.(dirty), [dirty]);

  function focusFirstInvalid() {
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  /** A translation is checked by its field's own rule; an empty one removes it. */
  function check(next: Record<string, string>): FormErrors {
    const found: FormErrors = {};
    for (const field of fields) {
      const value = next[field.name];
      if (!statuses.has(field.name) || !value?.trim()) continue;
      const problem = validateField(field, value);
      if (problem) found[field.name] = problem;
    }
    return found;
  }

  function set(name: string, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors(check(next));
  }

  function toggleConfirmed(name: string) {
    setConfirmed((now) => {
      const next = new Set(now);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  }

  function submit(event: Event) {
    event.preventDefault();
    setSubmitted(true);
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstInvalid();
      return;
    }
    onSubmit(changes);
  }

  return (
    <form id={id} ref={form} noValidate onSubmit={submit} class="flex flex-col gap-5">
      {fields.map((field) => {
        const status = statuses.get(field.name);
        if (!status) {
          const value = sourceText(item, field);
          return (
            <SameInEveryLanguage key={field.name} label={field.label} defaultLang={defaultLang}>
              {field.kind === 'icon' && value ? <IconName icon={value} /> : value}
            </SameInEveryLanguage>
          );
        }
        const isConfirmed = confirmed.has(field.name);
        const stillRight =
          status.status === 'outdated' && base[field.name] && values[field.name] === base[field.name] ? (
            <StillRight pressed={isConfirmed} label={field.label} onToggle={() => toggleConfirmed(field.name)} />
          ) : undefined;
        return (
          <TranslatedField
            key={field.name}
            field={field.name}
            label={field.label}
            status={isConfirmed ? { status: 'current' } : status}
            source={sourceText(item, field)}
            sourceLang={defaultLang}
            lang={lang}
            error={errors[field.name]}
            action={stillRight}
          >
            {(control) => {
              const common = {
                ...control,
                name: field.name,
                value: values[field.name] ?? '',
                onInput: (event: Event) => set(field.name, (event.currentTarget as HTMLInputElement).value),
              };
              return field.kind === 'textarea' ? <Textarea {...common} rows={4} /> : <Input {...common} autoComplete="off" />;
            }}
          </TranslatedField>
        );
      })}
    </form>
  );
}
