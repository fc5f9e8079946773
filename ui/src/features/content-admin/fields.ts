// The forms of the content managers, driven by a field list per kind of content: the browser
// checks (docs/PRODUCT.md §5, with the server's messages), the form values of an item, and the payload
// a form sends.

import type { MediaAccept } from '@/types/media';

/** How a field is edited, checked and sent. */
export type FieldKind =
  /** Text with a minimum length (and the server's maximum). */
  | 'text'
  | 'textarea'
  /** A required image address: http(s) or a path on this site. */
  | 'url'
  /** An optional image address: empty is sent as null. */
  | 'optional-url'
  /** An icon of the site's set (picked), or a stored CSS class or image address kept as it is. */
  | 'icon'
  /** A whole number; empty is sent as 0 (the spec's default position). */
  | 'position'
  /** A whole number; empty is sent as null. */
  | 'nullable-number';

export interface FieldConfig {
  name: string;
  label: string;
  kind: FieldKind;
  /** The message when the value is too short or missing (docs/PRODUCT.md §5). */
  message?: string;
  minLength?: number;
  maxLength?: number;
  /** Inclusive bounds of number fields. */
  min?: number;
  max?: number;
  hint?: string;
  placeholder?: string;
  /** What the library picker of an image field offers: images unless it says videos too. */
  accept?: MediaAccept;
  /** The item's place in its list: a new item's starts after the last one's. */
  order?: boolean;
}

/** A form's values: every field as the text typed, and the Active switch. */
export interface FormValues {
  fields: Record<string, string>;
  isActive: boolean;
}

export type FormErrors = Record<string, string>;

const POSITION_BOUND = 1_000_000;

/** http(s) or a path on this site, as the server accepts (src/domain/fields.rs is_safe_url). */
export function isSafeUrl(value: string): boolean {
  if (/[\s"<>\p{Cc}]/u.test(value)) return false;
  const sitePath = value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
  const web = ['https://', 'http://'].some(
    (scheme) =>
      value.length > scheme.length &&
      value.slice(0, scheme.length).toLowerCase() === scheme &&
      !value.slice(scheme.length).startsWith('/'),
  );
  return sitePath || web;
}

function checkUrl(field: FieldConfig, value: string): string | undefined {
  if (value.length > 2048) return `${field.label} must be at most 2048 characters`;
  if (!isSafeUrl(value)) return `${field.label} must start with https://, http:// or / (a path on this site)`;
  return undefined;
}

function checkNumber(field: FieldConfig, value: string): string | undefined {
  if (!/^-?\d+$/.test(value)) return `${field.label} must be a whole number`;
  const n = Number(value);
  const min = field.min ?? -POSITION_BOUND;
  const max = field.max ?? POSITION_BOUND;
  if (n < min || n > max) return `${field.label} must be between ${min} and ${max}`;
  return undefined;
}

/** The first problem with one field's value, or undefined when it is fine. */
export function validateField(field: FieldConfig, raw: string): string | undefined {
  const value = raw.trim();
  switch (field.kind) {
    case 'text':
    case 'textarea': {
      const length = [...value].length;
      if (length < (field.minLength ?? 1)) return field.message ?? `${field.label} is required`;
      if (field.maxLength && length > field.maxLength) {
        return `${field.label} must be at most ${field.maxLength} characters`;
      }
      return undefined;
    }
    case 'url':
      if (!value) return field.message ?? `${field.label} is required`;
      return checkUrl(field, value);
    case 'optional-url':
      return value ? checkUrl(field, value) : undefined;
    case 'icon':
      if (!value) return field.message ?? 'Icon is required';
      if (value.includes('/') || value.includes(':')) return checkUrl(field, value);
      if (value.length > 100 || !/^[A-Za-z0-9 _-]+$/.test(value)) {
        return 'Icon must be an icon name, a CSS class or an image URL';
      }
      return undefined;
    case 'position':
    case 'nullable-number':
      return value ? checkNumber(field, value) : undefined;
  }
}

/** Every field's problem, keyed by field name; empty when the form can be sent. */
export function validateForm(fields: readonly FieldConfig[], values: FormValues): FormErrors {
  const errors: FormErrors = {};
  for (const field of fields) {
    const message = validateField(field, values.fields[field.name] ?? '');
    if (message) errors[field.name] = message;
  }
  return errors;
}

/** The form values of an item being edited, or of a new one, whose place is `nextPosition` (the
 * end of its list) or else the spec's default, 0. */
export function toFormValues(fields: readonly FieldConfig[], item?: object, nextPosition = 0): FormValues {
  const record = (item ?? {}) as Record<string, unknown>;
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = record[field.name];
    if (item) values[field.name] = value === null || value === undefined ? '' : String(value);
    else if (field.order) values[field.name] = String(nextPosition);
    else values[field.name] = field.kind === 'position' ? '0' : '';
  }
  return { fields: values, isActive: item ? record.isActive !== false : true };
}

/** The JSON body of a create or update: trimmed text, numbers, null for empty optional fields. */
export function toPayload(fields: readonly FieldConfig[], values: FormValues): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of fields) {
    const value = (values.fields[field.name] ?? '').trim();
    switch (field.kind) {
      case 'position':
        payload[field.name] = value ? Number(value) : 0;
        break;
      case 'nullable-number':
        payload[field.name] = value ? Number(value) : null;
        break;
      case 'optional-url':
        payload[field.name] = value || null;
        break;
      default:
        payload[field.name] = value;
    }
  }
  payload.isActive = values.isActive;
  return payload;
}
