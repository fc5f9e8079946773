// A stand-in for XMLHttpRequest (uploads): records each request and lets the test report
// progress, answer, fail the network or see an abort.

import { vi } from 'vitest';

export class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: Pick<ProgressEvent, 'lengthComputable' | 'loaded' | 'total'>) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: unknown) {
    this.body = body;
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** The browser reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }

  /** The server answers. */
  respond(status: number, body: unknown = '', statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }

  /** The connection fails before any answer. */
  fail() {
    this.onerror?.();
  }

  /** The sent form's fields (a FormData body). */
  get fields(): Record<string, FormDataEntryValue> {
    return this.body instanceof FormData ? Object.fromEntries(this.body.entries()) : {};
  }
}

/**
 * Replaces XMLHttpRequest; returns the requests made so far (in order). `onSend`, when given,
 * runs as each request is sent, to answer it at once.
 */
export function fakeXhr(onSend?: (xhr: FakeXhr) => void): FakeXhr[] {
  const sent: FakeXhr[] = [];
  class Stub extends FakeXhr {
    override send(body: unknown) {
      super.send(body);
      sent.push(this);
      onSend?.(this);
    }
  }
  vi.stubGlobal('XMLHttpRequest', Stub);
  return sent;
}
