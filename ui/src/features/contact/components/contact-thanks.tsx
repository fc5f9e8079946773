// What takes the contact form's place once a message is sent: a thank-you naming the visitor, when
// they will hear back, and a way to write again. Its heading takes focus, so screen readers say
// it and keyboard users carry on from there; it keeps the form's height, so the page stays put.

import { Check } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { t } from '@/i18n/page';

export interface ContactThanksProps {
  name: string;
  email: string;
  /** The height of the form it replaces, in px. */
  minHeight?: number;
  onSendAnother: () => void;
}

export function ContactThanks({ name, email, minHeight, onSendAnother }: ContactThanksProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <div class="flex flex-col items-start justify-center gap-6" style={minHeight ? { minHeight: `${minHeight}px` } : undefined}>
      <span class="grid size-12 place-items-center rounded-xl bg-main/10 text-main-ink">
        <Check size={22} aria-hidden="true" />
      </span>
      <div>
        <h3 ref={heading} tabIndex={-1} class="text-3xl font-semibold tracking-tight text-ink outline-none">
          {t('contact.thanksHeading', { name: name.trim() })}
        </h3>
        <p class="mt-4 max-w-md text-lg leading-relaxed text-muted">{t('contact.thanksText', { email: email.trim() })}</p>
      </div>
      <Button variant="secondary" size="lg" onClick={onSendAnother}>
        {t('contact.sendAnother')}
      </Button>
    </div>
  );
}
