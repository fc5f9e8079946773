// The publication time as the editor's date-and-time field holds it: a wall-clock time in the
// browser's time zone (`2026-12-01T14:00`), which the API receives as RFC 3339 UTC. The public
// settings carry no time zone, so the browser's is the one the admin reads and types.

const pad = (n: number) => String(n).padStart(2, '0');

/** The field's value for an RFC 3339 time; "" for none or an unreadable one. */
export function toLocalInput(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** The field's value as RFC 3339 UTC; null when it is empty or not a date and time. */
export function fromLocalInput(value: string): string | null {
  // Without an offset, a date-time is read as local time (ECMAScript's rule).
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value.trim())) return null;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Whether the field names a time still to come (publishing then schedules the post). */
export function isFuture(value: string, now: number = Date.now()): boolean {
  const iso = fromLocalInput(value);
  return iso !== null && Date.parse(iso) > now;
}

/** The IANA name of the browser's time zone, for the field's hint. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'your local time';
}
