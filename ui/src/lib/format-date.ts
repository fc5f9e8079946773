// Dates as SPEC.md §9 shows them, with Intl and no date library:
// 'MMM d, yyyy' (Nov 22, 2026) and 'MMM d, yyyy h:mm a' (Nov 22, 2026 3:07 PM), in local time.

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((p) => p.type === type)?.value ?? '';
}

/** 'MMM d, yyyy'; an unreadable value is returned as it came. */
export function formatDate(value: string | number | Date): string {
  const date = toDate(value);
  if (!date) return String(value);
  const parts = DATE.formatToParts(date);
  return `${part(parts, 'month')} ${part(parts, 'day')}, ${part(parts, 'year')}`;
}

/** 'MMM d, yyyy h:mm a'; an unreadable value is returned as it came. */
export function formatDateTime(value: string | number | Date): string {
  const date = toDate(value);
  if (!date) return String(value);
  const parts = TIME.formatToParts(date);
  const time = `${part(parts, 'hour')}:${part(parts, 'minute')} ${part(parts, 'dayPeriod').toUpperCase()}`;
  return `${formatDate(date)} ${time}`;
}
