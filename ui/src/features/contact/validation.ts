// The contact form's rules and messages (SPEC.md §5, §9), checked in the browser before sending.

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

export const CONTACT_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  subject: 'Subject must be at least 4 characters',
  message: 'Message must be at least 10 characters',
} as const satisfies Record<ContactField, string>;

// One @, something on each side, a dot in the domain, no spaces: what people mistype, not RFC 5322.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** The message of each invalid field; an empty object when everything is fine. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (values.name.trim().length < CONTACT_MIN_LENGTH.name) errors.name = CONTACT_MESSAGES.name;
  if (!isValidEmail(values.email)) errors.email = CONTACT_MESSAGES.email;
  if (values.subject.trim().length < CONTACT_MIN_LENGTH.subject) errors.subject = CONTACT_MESSAGES.subject;
  if (values.message.trim().length < CONTACT_MIN_LENGTH.message) errors.message = CONTACT_MESSAGES.message;
  return errors;
}
