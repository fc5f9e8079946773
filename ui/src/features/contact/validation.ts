// The contact form's rules and messages (docs/PRODUCT.md §5, §9), checked in the browser before sending:
// every rule the server applies (src/domain/contact.rs), so a visitor learns of a mistake before
// the message leaves, and the server's answer is never the first to say it.

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

export const CONTACT_MIN_LENGTH = { name: 2, subject: 4, message: 10 } as const;
/** The server's maxima, in characters after trimming. */
export const CONTACT_MAX_LENGTH = { name: 100, subject: 200, message: 5000 } as const;
const EMAIL_MAX_LENGTH = 254;

export const CONTACT_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  subject: 'Subject must be at least 4 characters',
  message: 'Message must be at least 10 characters',
} as const satisfies Record<ContactField, string>;

// The server's rule: a local part of letters, digits and the usual marks, a dotted domain of
// letters, digits and dashes; nothing that means something in a mailto: link (? & % # …).
const EMAIL = /^[\p{L}\p{N}.!$'*+/=^_`{|}~-]{1,64}@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+$/u;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return [...email].length <= EMAIL_MAX_LENGTH && EMAIL.test(email);
}

const LABELS = { name: 'Name', subject: 'Subject', message: 'Message' } as const;
// Control characters other than line breaks and tabs, which the server refuses in text.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** A text field's first problem, in the server's words; undefined when it is fine. */
function checkText(field: keyof typeof LABELS, value: string): string | undefined {
  const length = [...value.trim()].length;
  if (length < CONTACT_MIN_LENGTH[field]) return CONTACT_MESSAGES[field];
  if (length > CONTACT_MAX_LENGTH[field]) return `${LABELS[field]} must be at most ${CONTACT_MAX_LENGTH[field]} characters`;
  if (CONTROL.test(value)) return `${LABELS[field]} contains characters that are not allowed`;
  return undefined;
}

/** The message of each invalid field; an empty object when everything is fine. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of ['name', 'subject', 'message'] as const) {
    const problem = checkText(field, values[field]);
    if (problem) errors[field] = problem;
  }
  if (!isValidEmail(values.email)) errors.email = CONTACT_MESSAGES.email;
  return Object.fromEntries(CONTACT_FIELDS.filter((f) => errors[f]).map((f) => [f, errors[f]])) as ContactErrors;
}
