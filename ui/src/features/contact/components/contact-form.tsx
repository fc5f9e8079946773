// The contact form (docs/PRODUCT.md §4, §5, §8): checked on submit, then again on every change; errors
// under their field with a red border; 'Sending...' while the request runs; a toast for the
// outcome. Once sent, a thank-you takes the form's place (and brings back an empty form on
// request); a failure is also said beside the button, and a 422's per-field messages go under
// their fields, with everything typed kept. A hidden honeypot field catches form-filling bots, and
// the first focus of any field asks for the signed token that times the writing (../form-token).

import { ArrowUpRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { t } from '@/i18n/page';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCheckedForm } from '@/lib/use-checked-form';
import { contactErrorMessage, sendContactMessage } from '../api';
import { forgetFormToken, prepareFormToken } from '../form-token';
import { CONTACT_FIELDS, validateContact, type ContactErrors, type ContactValues } from '../validation';
import { ContactThanks } from './contact-thanks';

export const MESSAGE_ROWS = 5;

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

/** The contact form's larger controls. */
function controlClasses(invalid: boolean): string {
  return (
    'w-full rounded-2xl border bg-white/[0.03] px-4 text-base text-ink placeholder:text-muted/70 transition outline-none ' +
    'focus:bg-white/[0.05] focus:ring-4 ' +
    (invalid ? 'border-danger focus:ring-danger/20' : 'border-line hover:border-white/20 focus:border-main focus:ring-main/15')
  );
}

interface ContactInputProps {
  label: string;
  name: string;
  value: string;
  error?: string;
  onInput: (event: Event) => void;
  type?: 'text' | 'email';
  autoComplete?: string;
  placeholder?: string;
  multiline?: boolean;
  class?: string;
}

/** One field of the form: the shared `Field` (label, error) around this form's own control. */
function ContactInput({ label, error, type = 'text', multiline, class: className, ...input }: ContactInputProps) {
  return (
    <Field label={label} error={error} size="lg" class={className}>
      {(control) =>
        multiline ? (
          <textarea {...control} {...input} rows={MESSAGE_ROWS} class={`${controlClasses(!!error)} resize-y py-3.5 leading-relaxed`} />
        ) : (
          <input {...control} {...input} type={type as 'text'} class={`${controlClasses(!!error)} h-13`} />
        )
      }
    </Field>
  );
}

/** Who was thanked, and the height of the form the thank-you stands in for. */
interface Sent {
  name: string;
  email: string;
  height: number;
}

export function ContactForm({ onSent }: { onSent?: () => void }) {
  const form = useCheckedForm(EMPTY, validateContact);
  const [website, setWebsite] = useState('');
  const [sent, setSent] = useState<Sent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const element = useRef<HTMLFormElement>(null);
  const writingAgain = useRef(false);

  const focusField = (field: string) => element.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  const focusFirstError = (found: ContactErrors) => {
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) focusField(first);
  };

  // The form is back after "Send another message": its first field takes the focus the button had.
  useEffect(() => {
    if (sent || !writingAgain.current) return;
    writingAgain.current = false;
    focusField('name');
  }, [sent]);

  const submit = form.submit(async (values) => {
    try {
      await sendContactMessage({ ...values, website });
      toast({ title: t('contact.sentTitle'), description: t('contact.sentText') });
      setSent({ name: values.name, email: values.email, height: element.current?.offsetHeight ?? 0 });
      forgetFormToken();
      form.reset();
      setWebsite('');
      onSent?.();
    } catch (error) {
      const fromServer = error instanceof ApiError ? error.fieldErrors : {};
      const onFields = CONTACT_FIELDS.some((field) => fromServer[field]);
      if (onFields) {
        form.setErrors(fromServer);
        focusFirstError(fromServer);
      }
      setFailure(onFields ? t('contact.checkFields') : contactErrorMessage(error));
      toast({ variant: 'destructive', title: t('contact.errorTitle'), description: contactErrorMessage(error) });
    }
  }, focusFirstError);
  // Each attempt starts without the last one's failure, so a repeated failure is announced again.
  const onSubmit = (event: Event) => {
    if (!form.busy) setFailure(null);
    return submit(event);
  };
  const { busy } = form;

  if (sent) {
    return (
      <ContactThanks
        name={sent.name}
        email={sent.email}
        minHeight={sent.height}
        onSendAnother={() => {
          writingAgain.current = true;
          setSent(null);
        }}
      />
    );
  }

  return (
    <form
      ref={element}
      noValidate
      onSubmit={onSubmit}
      onFocusCapture={prepareFormToken}
      aria-label={t('contact.form')}
      class="grid gap-5 sm:grid-cols-2"
    >
      <ContactInput label={t('contact.name')} autoComplete="name" placeholder={t('contact.namePlaceholder')} {...form.bind('name')} />
      <ContactInput
        label={t('contact.email')}
        type="email"
        autoComplete="email"
        placeholder={t('contact.emailPlaceholder')}
        {...form.bind('email')}
      />
      <ContactInput
        label={t('contact.subject')}
        placeholder={t('contact.subjectPlaceholder')}
        class="sm:col-span-2"
        {...form.bind('subject')}
      />
      <ContactInput
        label={t('contact.message')}
        placeholder={t('contact.messagePlaceholder')}
        multiline
        class="sm:col-span-2"
        {...form.bind('message')}
      />

      {/* Honeypot: off-screen and out of the tab order, so only bots fill it. */}
      <div aria-hidden="true" class="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label>
          Website
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onInput={(event) => setWebsite(event.currentTarget.value)}
          />
        </label>
      </div>

      <div class="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        {failure ? (
          <div class="flex-1">
            <Alert title={t('contact.notSent')}>{failure}</Alert>
          </div>
        ) : (
          <p class="text-sm text-muted">{t('contact.replyNote')}</p>
        )}
        <Button type="submit" size="lg" disabled={busy} class="w-full sm:w-auto">
          {busy ? t('contact.sending') : t('contact.send')}
          {!busy && <ArrowUpRight size={18} aria-hidden="true" />}
        </Button>
      </div>
    </form>
  );
}
