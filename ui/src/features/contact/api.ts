// POST /api/contact, and the text to show when it fails (SPEC.md §8).

import { api, ApiError } from '@/lib/api-client';
import type { ContactValues } from './validation';

export interface ContactPayload extends ContactValues {
  /** The honeypot: people leave it empty, form-filling bots do not. */
  website: string;
}

export interface ContactResponse {
  id: number;
  message: string;
}

export const CONTACT_FALLBACK_ERROR = 'Failed to send the message. Please try again.';

export function sendContactMessage(payload: ContactPayload): Promise<ContactResponse> {
  return api.post<ContactResponse>('/api/contact', payload);
}

/** The server's message, else 'Server error: {status}', else the generic fallback. */
export function contactErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? `Server error: ${error.status}`;
  return CONTACT_FALLBACK_ERROR;
}
