// How a form checks a value before the server does, with the server's own rule: the limits and
// messages come from api-rules.ts (generated from the API document, where src/domain/rules.rs
// publishes each field's declaration); only the way a value is measured is written here, as
// rules.rs measures it (trimmed, in characters).

/** A field's rule as the API document publishes it. */
export interface FieldRule {
  readonly label: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly pattern?: string;
  readonly messages: {
    readonly missing?: string;
    readonly tooLong?: string;
    readonly notAllowed?: string;
    readonly oneLine?: string;
    readonly unsafe?: string;
    readonly invalid?: string;
    readonly outOfRange?: string;
    readonly tooMany?: string;
    readonly taken?: string;
  };
  readonly translatable: boolean;
}

/** Control characters other than line breaks and tabs (Rust's `char::is_control`). */
const CONTROL = /[^\P{Cc}\n\r\t]/u;

/** Characters after trimming, as the server counts them (code points, not UTF-16 units). */
export const textLength = (value: string) => [...value.trim()].length;

/** The first problem of a text field's value, or undefined when the server would take it. */
export function checkText(rule: FieldRule, raw: string): string | undefined {
  const value = raw.trim();
  const length = [...value].length;
  if (length < (rule.minLength ?? 0)) return rule.messages.missing;
  if (rule.maxLength !== undefined && length > rule.maxLength) return rule.messages.tooLong;
  if (CONTROL.test(value)) return rule.messages.notAllowed;
  if (rule.messages.oneLine && /[\n\r]/.test(value)) return rule.messages.oneLine;
  return undefined;
}

/** A password: never trimmed, since spaces may be part of it. */
export function checkSecret(rule: FieldRule, value: string): string | undefined {
  const length = [...value].length;
  if (length < (rule.minLength ?? 0)) return rule.messages.missing;
  if (rule.maxLength !== undefined && length > rule.maxLength) return rule.messages.tooLong;
  return undefined;
}

/** http(s) with a host, or a path on this site: an address that can run no script (the server's
 * `fields::is_safe_url`). */
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

/** An address; an empty one is fine unless `required`. */
export function checkUrl(rule: FieldRule, raw: string, required = true): string | undefined {
  const value = raw.trim();
  if (!value) return required ? rule.messages.missing : undefined;
  if (rule.maxLength !== undefined && [...value].length > rule.maxLength) return rule.messages.tooLong;
  if (!isSafeUrl(value)) return rule.messages.unsafe;
  return undefined;
}

/** An icon of the site's set or a CSS class (`fa fa-camera`), or an image address. */
export function checkIcon(rule: FieldRule, raw: string): string | undefined {
  const value = raw.trim();
  if (!value) return rule.messages.missing;
  if (value.includes('/') || value.includes(':')) return checkUrl(rule, value);
  if (value.length > 100 || !/^[A-Za-z0-9 _-]+$/.test(value)) return rule.messages.invalid;
  return undefined;
}

const EMAIL = /^[\p{L}\p{N}.!$'*+/=^_`{|}~-]{1,64}@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+$/u;

/** An e-mail address as the server takes them (`fields::is_email`). */
export function isValidEmail(value: string, maxLength = 254): boolean {
  const email = value.trim();
  return [...email].length <= maxLength && EMAIL.test(email);
}

export function checkEmail(rule: FieldRule, raw: string): string | undefined {
  return isValidEmail(raw, rule.maxLength) ? undefined : rule.messages.missing;
}

/** A whole number within the rule's bounds. */
export function checkNumber(rule: FieldRule, value: number): string | undefined {
  if (rule.minimum !== undefined && value < rule.minimum) return rule.messages.outOfRange;
  if (rule.maximum !== undefined && value > rule.maximum) return rule.messages.outOfRange;
  return undefined;
}

/** A list's length. */
export function checkCount(rule: FieldRule, count: number): string | undefined {
  if (count < (rule.minItems ?? 0)) return rule.messages.missing;
  if (rule.maxItems !== undefined && count > rule.maxItems) return rule.messages.tooMany;
  return undefined;
}

/** "12/300": how much of its room a text field uses. */
export const lengthCount = (value: string, rule: FieldRule) => `${textLength(value)}/${rule.maxLength ?? ''}`;
