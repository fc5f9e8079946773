// The contact form's checks (docs/PRODUCT.md §5, §9), in the browser before sending: every rule the
// server applies, read from its declaration (src/domain/contact.rs, through api-rules.ts), so a
// visitor learns of a mistake before the message leaves, in the server's words.

import { ContactInput } from '@/lib/api-rules';
import { checkEmail, checkText } from '@/lib/field-rules';

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

/** The message of each invalid field (the server's rule, from api-rules.ts); an empty object when
 * everything is fine. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {
    name: checkText(ContactInput.name, values.name),
    email: checkEmail(ContactInput.email, values.email),
    subject: checkText(ContactInput.subject, values.subject),
    message: checkText(ContactInput.message, values.message),
  };
  return Object.fromEntries(CONTACT_FIELDS.filter((f) => errors[f]).map((f) => [f, errors[f]])) as ContactErrors;
}
