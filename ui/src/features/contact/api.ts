// POST /api/contact, and the text to show when it fails (docs/PRODUCT.md §8).

import { defaultLanguage, pageLanguage, t } from '@/i18n/page';
import { api, ApiError, type ApiSchema } from '@/lib/api-client';

/** What the form sends: its fields, `website` (the honeypot: people leave it empty, form-filling
 * bots do not) and, from a page in another language than the site's default, that language, which
 * the inquiry is then known by (issue #30; without it, the default's). */
export type ContactMessage = Omit<ApiSchema<'ContactInput'>, 'lang'> & { lang?: string };

export function sendContactMessage(payload: Omit<ContactMessage, 'lang'>): Promise<ApiSchema<'Receipt'>> {
  const lang = pageLanguage();
  const message: ContactMessage = lang === defaultLanguage() ? payload : { ...payload, lang };
  return api.post<ApiSchema<'Receipt'>>('/api/contact', message);
}

/** The server's message, else 'Server error: {status}', else the generic fallback. */
export function contactErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? t('contact.serverError', { status: error.status });
  return t('contact.failed');
}
