// The forms of the content managers, driven by a field list per kind of content: the browser
// checks (each with the server's rule, from api-rules.ts), the form values of an item, and the
// payload a form sends.

import { checkIcon, checkNumber, checkText, checkUrl, type FieldRule } from '@/lib/field-rules';
import type { MediaAccept } from '@/types/media';

/** How a field is edited, checked and sent. */
export type FieldKind =
  /** Text held to its rule's length. */
  | 'text'
  | 'textarea'
  /** A required image address: http(s) or a path on this site. */
  | 'url'
  /** An optional image address: empty is sent as null. */
  | 'optional-url'
  /** An icon of the site's set (picked), or a stored CSS class or image address kept as it is. */
  | 'icon'
  /** A whole number; empty is sent as 0 (docs/PRODUCT.md §3's default position). */
  | 'position'
  /** A whole number; empty is sent as null. */
  | 'nullable-number';

export interface FieldConfig {
  name: string;
  label: string;
  kind: FieldKind;
  /** The server's rule of the field (api-rules.ts): its limits and messages. */
  rule: FieldRule;
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

/** The first problem with one field's value, or undefined when it is fine. */
export function validateField(field: FieldConfig, raw: string): string | undefined {
  const value = raw.trim();
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return checkText(field.rule, value);
    case 'url':
      return checkUrl(field.rule, value);
    case 'optional-url':
      return checkUrl(field.rule, value, false);
    case 'icon':
      return checkIcon(field.rule, value);
    case 'position':
    case 'nullable-number':
      if (!value) return undefined;
      // The server's answer to a number that is not one is about JSON; this says it in the form's words.
      if (!/^-?\d+$/.test(value)) return `${field.label} must be a whole number`;
      return checkNumber(field.rule, Number(value));
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
 * end of its list) or else docs/PRODUCT.md §3's default, 0. */
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
