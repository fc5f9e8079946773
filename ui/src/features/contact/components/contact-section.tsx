// The home page's contact section (docs/PRODUCT.md §1): the site content's heading and intro, the form and
// the agency's details (city, e-mail and phone from the settings).

import { Mail, MapPin, Phone } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { AccentText } from '@/components/ui/accent-text';
import { Reveal } from '@/components/ui/reveal';
import { Eyebrow } from '@/components/ui/section-heading';
import { SITE_DEFAULTS } from '@/config/constants';
import { t } from '@/i18n/page';
import { Deferred } from '@/lib/deferred-render';
import { mailto } from '@/lib/mailto';
import type { Contact } from '@/types/site-content';

// The form is the page's last part and never on its first screen: a chunk of its own, and its
// place is held at its height meanwhile (its fields stack below 640 px), so nothing moves.
const ContactForm = lazy(() => import('./contact-form').then((module) => ({ default: module.ContactForm })));

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

export interface ContactSectionProps {
  /** The heading and intro (site content). */
  contact: Contact;
  contactEmail: string;
  contactPhone: string;
  onSent?: () => void;
}

export function ContactSection({ contact, contactEmail, contactPhone, onSent }: ContactSectionProps) {
  const details = [
    { icon: MapPin, label: t('contact.studio'), value: SITE_DEFAULTS.city, href: undefined },
    { icon: Mail, label: t('contact.email'), value: contactEmail, href: mailto(contactEmail) },
    { icon: Phone, label: t('contact.phone'), value: contactPhone, href: telHref(contactPhone) },
  ];
  return (
    <section id="contact" aria-labelledby="contact-heading" class="relative py-14 sm:py-24">
      <div class="shell grid gap-x-10 gap-y-14 lg:grid-cols-12 lg:grid-rows-[auto_1fr]">
        <Reveal class="flex flex-col gap-10 lg:col-span-5">
          <div>
            <Eyebrow>{t('section.contact')}</Eyebrow>
            <h2
              id="contact-heading"
              class="mt-6 text-[clamp(2.75rem,1.6rem+4.6vw,5.5rem)] leading-[0.95] font-semibold tracking-[-0.04em] text-ink"
            >
              <AccentText text={contact.heading} />
            </h2>
            {contact.intro && <p class="mt-6 max-w-md text-lg leading-relaxed text-muted">{contact.intro}</p>}
          </div>
          <address class="grid gap-3 not-italic">
            {details.map(({ icon: Icon, label, value, href }) => (
              <div key={label} class="flex items-center gap-4 rounded-2xl border border-line bg-white/[0.02] px-4 py-3.5">
                <span class="grid size-10 shrink-0 place-items-center rounded-xl bg-main/10 text-main-ink">
                  <Icon size={18} aria-hidden="true" />
                </span>
                <span class="flex min-w-0 flex-col">
                  <span class="text-xs tracking-[0.14em] text-muted uppercase">{label}</span>
                  {href ? (
                    <a href={href} class="truncate text-ink transition hover:text-main-ink focus-visible:outline-2 focus-visible:outline-main">
                      {value}
                    </a>
                  ) : (
                    <span class="text-ink">{value}</span>
                  )}
                </span>
              </div>
            ))}
          </address>
        </Reveal>
        <Deferred>
          <Reveal delay={120} class="lg:col-span-7 lg:row-span-2">
            <div class="relative rounded-[1.75rem] border border-line bg-surface/70 p-6 shadow-2xl shadow-black/30 sm:p-10">
              <div
                aria-hidden="true"
                class="pointer-events-none absolute -top-px right-10 left-10 h-px bg-gradient-to-r from-transparent via-main/60 to-transparent"
              />
              <Suspense fallback={<div class="h-[37.5rem] sm:h-[29rem]" />}>
                <ContactForm onSent={onSent} />
              </Suspense>
            </div>
          </Reveal>
        </Deferred>
      </div>
    </section>
  );
}
