// The contact form (SPEC.md §4, §5, §8): checked on submit, then again on every change; errors
// under their field with a red border; 'Sending...' while the request runs; a toast for the
// outcome, and an empty form after success. A hidden honeypot field catches form-filling bots.

import type { TargetedEvent } from 'preact';
import { ArrowUpRight } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useCheckedForm } from '@/lib/use-checked-form';
import { contactErrorMessage, sendContactMessage, serverFieldErrors } from '../api';
import { CONTACT_FIELDS, validateContact, type ContactErrors, type ContactField, type ContactValues } from '../validation';

export const MESSAGE_ROWS = 5;

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

interface FieldProps {
  field: ContactField;
  label: string;
  value: string;
  error?: string;
  onValue: (field: ContactField, value: string) => void;
  type?: 'text' | 'email';
  autoComplete?: string;
  placeholder?: string;
  multiline?: boolean;
  class?: string;
}

function Field({ field, label, value, error, onValue, type = 'text', autoComplete, placeholder, multiline, class: className = '' }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    name: field,
    value,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onInput: (event: TargetedEvent<HTMLInputElement | HTMLTextAreaElement>) => onValue(field, event.currentTarget.value),
    class:
      'w-full rounded-2xl border bg-white/[0.03] px-4 text-base text-ink placeholder:text-muted/70 transition outline-none ' +
      'focus:bg-white/[0.05] focus:ring-4 ' +
      (error ? 'border-danger focus:ring-danger/20' : 'border-line hover:border-white/20 focus:border-main focus:ring-main/15'),
  };
  return (
    <div class={`flex flex-col gap-2 ${className}`}>
      <label for={id} class="text-sm font-medium text-ink/90">
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} rows={MESSAGE_ROWS} class={`${shared.class} resize-y py-3.5 leading-relaxed`} />
      ) : (
        <input {...shared} type={type as 'text'} autoComplete={autoComplete} class={`${shared.class} h-13`} />
      )}
      {error && (
        <p id={errorId} class="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export function ContactForm({ onSent }: { onSent?: () => void }) {
  const form = useCheckedForm(EMPTY, validateContact);
  const [website, setWebsite] = useState('');
  const element = useRef<HTMLFormElement>(null);

  const focusFirstError = (found: ContactErrors) => {
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) element.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = form.submit(async (values) => {
    try {
      await sendContactMessage({ ...values, website });
      toast({ title: 'Message sent!', description: "We'll get back to you as soon as possible." });
      form.reset();
      setWebsite('');
      onSent?.();
    } catch (error) {
      const fromServer = serverFieldErrors(error);
      if (Object.keys(fromServer).length > 0) {
        form.setErrors(fromServer);
        focusFirstError(fromServer);
      }
      toast({ variant: 'destructive', title: 'Error', description: contactErrorMessage(error) });
    }
  }, focusFirstError);
  const { values, errors, busy } = form;
  const onValue = form.setValue;

  return (
    <form ref={element} noValidate onSubmit={onSubmit} aria-label="Contact form" class="grid gap-5 sm:grid-cols-2">
      <Field field="name" label="Name" value={values.name} error={errors.name} onValue={onValue} autoComplete="name" placeholder="Your name" />
      <Field
        field="email"
        label="Email"
        type="email"
        value={values.email}
        error={errors.email}
        onValue={onValue}
        autoComplete="email"
        placeholder="you@business.com"
      />
      <Field
        field="subject"
        label="Subject"
        value={values.subject}
        error={errors.subject}
        onValue={onValue}
        placeholder="What can we help with?"
        class="sm:col-span-2"
      />
      <Field
        field="message"
        label="Message"
        value={values.message}
        error={errors.message}
        onValue={onValue}
        placeholder="Tell us about your business, your goals and your timeline."
        multiline
        class="sm:col-span-2"
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
        <p class="text-sm text-muted">We reply within one business day.</p>
        <Button type="submit" size="lg" disabled={busy} class="w-full sm:w-auto">
          {busy ? 'Sending...' : 'Send Message'}
          {!busy && <ArrowUpRight size={18} aria-hidden="true" />}
        </Button>
      </div>
    </form>
  );
}
