// POST /api/contact, and the text to show when it fails (docs/PRODUCT.md §8).

import { defaultLanguage, pageLanguage, t } from '@/i18n/page';
import { api, ApiError, type ApiSchema } from '@/lib/api-client';
import { visitSource, type VisitSource } from './visit-source';
import { formToken } from './form-token';

/** What the form sends: its fields, `website` (the honeypot: people leave it empty, form-filling
 * bots do not), from a page in another language than the site's default that language, which
 * the inquiry is then known by (issue #30; without it, the default's), and, when the page has
 * them, the form's signed token and where the visit came from (issue #31). */
export type ContactMessage = Omit<ApiSchema<'ContactInput'>, 'lang'> & {
  lang?: string;
  formToken?: string;
  source?: VisitSource;
};

type ContactFields = Omit<ContactMessage, 'lang' | 'formToken' | 'source'>;

export async function sendContactMessage(payload: ContactFields): Promise<ApiSchema<'Receipt'>> {
  const lang = pageLanguage();
  const [token, source] = [await formToken(), visitSource()];
  const message: ContactMessage = {
    ...payload,
    ...(lang === defaultLanguage() ? {} : { lang }),
    ...(token ? { formToken: token } : {}),
    ...(source ? { source } : {}),
  };
  return api.post<ApiSchema<'Receipt'>>('/api/contact', message);
}

/** The server's message, else 'Server error: {status}', else the generic fallback. */
export function contactErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? t('contact.serverError', { status: error.status });
  return t('contact.failed');
}
