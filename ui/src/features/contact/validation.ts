// The contact form's checks (docs/PRODUCT.md §5, §9), in the browser before sending: every rule the
// server applies, read from its declaration (src/domain/contact.rs, through api-rules.ts), so a
// visitor learns of a mistake before the message leaves. The limits are the server's; the words
// are the page's language's (in English, the server's own words).

import { t } from '@/i18n/page';
import { ContactInput } from '@/lib/api-rules';
import { checkEmail, checkText, type FieldRule } from '@/lib/field-rules';

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

/** The server's rule of each field, with its messages in the page's language. */
export function contactRules(): Record<ContactField, FieldRule> {
  const { name, email, subject, message } = ContactInput;
  return {
    name: {
      ...name,
      messages: {
        missing: t('contact.nameMissing', { min: name.minLength }),
        tooLong: t('contact.nameTooLong', { max: name.maxLength }),
        notAllowed: t('contact.nameNotAllowed'),
      },
    },
    email: { ...email, messages: { missing: t('contact.emailInvalid') } },
    subject: {
      ...subject,
      messages: {
        missing: t('contact.subjectMissing', { min: subject.minLength }),
        tooLong: t('contact.subjectTooLong', { max: subject.maxLength }),
        notAllowed: t('contact.subjectNotAllowed'),
      },
    },
    message: {
      ...message,
      messages: {
        missing: t('contact.messageMissing', { min: message.minLength }),
        tooLong: t('contact.messageTooLong', { max: message.maxLength }),
        notAllowed: t('contact.messageNotAllowed'),
      },
    },
  };
}

/** The message of each invalid field; an empty object when everything is fine. */
export function validateContact(values: ContactValues): ContactErrors {
  const rules = contactRules();
  const errors: ContactErrors = {
    name: checkText(rules.name, values.name),
    email: checkEmail(rules.email, values.email),
    subject: checkText(rules.subject, values.subject),
    message: checkText(rules.message, values.message),
  };
  return Object.fromEntries(CONTACT_FIELDS.filter((f) => errors[f]).map((f) => [f, errors[f]])) as ContactErrors;
}
