// POST /api/contact, and the text to show when it fails (docs/PRODUCT.md §8).

import { api, ApiError, type ApiSchema } from '@/lib/api-client';

export const CONTACT_FALLBACK_ERROR = 'Failed to send the message. Please try again.';

/** `website` is the honeypot: people leave it empty, form-filling bots do not. */
export function sendContactMessage(payload: ApiSchema<'ContactInput'>): Promise<ApiSchema<'Receipt'>> {
  return api.post<ApiSchema<'Receipt'>>('/api/contact', payload);
}

/** The server's message, else 'Server error: {status}', else the generic fallback. */
export function contactErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? `Server error: ${error.status}`;
  return CONTACT_FALLBACK_ERROR;
}
