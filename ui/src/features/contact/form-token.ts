// The contact form's signed token (GET /api/contact/form-token): asked for when a visitor first
// uses the form, not when the page loads (every visitor of the home page would cost a request),
// and sent with the inquiry so the server can tell how long it took to write. Without one (the
// request failed, or is still running when the visitor sends) the inquiry goes all the same.

import { api, type ApiSchema } from '@/lib/api-client';

/** How long sending waits for a token still on its way. */
export const TOKEN_WAIT_MS = 2000;

let pending: Promise<string | undefined> | null = null;

/** Asks for a token, once per form: call it on the form's first focus. */
export function prepareFormToken(): void {
  pending ??= api
    .get<ApiSchema<'FormToken'>>('/api/contact/form-token')
    .then((answer) => answer.formToken)
    .catch(() => undefined);
}

/** The token, if one was asked for and arrives within `wait` ms. */
export async function formToken(wait = TOKEN_WAIT_MS): Promise<string | undefined> {
  if (!pending) return undefined;
  let timer = 0;
  const late = new Promise<undefined>((resolve) => (timer = window.setTimeout(resolve, wait)));
  const token = await Promise.race([pending, late]);
  window.clearTimeout(timer);
  return token;
}

/** After a message is sent: the next one's time counts from its own first focus. */
export function forgetFormToken(): void {
  pending = null;
}
