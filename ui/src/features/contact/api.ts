// POST /api/contact, and the text to show when it fails (SPEC.md §8).

import { api, ApiError } from '@/lib/api-client';
import type { ContactErrors, ContactValues } from './validation';

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

/** The per-field messages of a 422 answer, when it has them. */
export function serverFieldErrors(error: unknown): ContactErrors {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  try {
    const body: unknown = JSON.parse(error.body);
    const errors = body && typeof body === 'object' && 'errors' in body ? body.errors : null;
    if (!errors || typeof errors !== 'object') return {};
    const out: ContactErrors = {};
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      const message = (errors as Record<string, unknown>)[field];
      if (typeof message === 'string') out[field] = message;
    }
    return out;
  } catch {
    return {};
  }
}
