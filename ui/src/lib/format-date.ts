// Dates as docs/PRODUCT.md §9 shows them, with Intl and no date library:
// 'MMM d, yyyy' (Nov 22, 2026) and 'MMM d, yyyy h:mm a' (Nov 22, 2026 3:07 PM), in local time, or
// in a given IANA time zone (the blog's screens show times on the site's clock).

/** The two formatters of one zone ('' is the browser's), made once: making one is the slow part. */
const formatters = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formattersIn(timeZone = '') {
  let found = formatters.get(timeZone);
  if (!found) {
    const zone = timeZone ? { timeZone } : {};
    found = {
      date: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', ...zone }),
      time: new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, ...zone }),
    };
    formatters.set(timeZone, found);
  }
  return found;
}

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((p) => p.type === type)?.value ?? '';
}

/** 'MMM d, yyyy', in `timeZone` when given; an unreadable value is returned as it came. */
export function formatDate(value: string | number | Date, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return String(value);
  const parts = formattersIn(timeZone).date.formatToParts(date);
  return `${part(parts, 'month')} ${part(parts, 'day')}, ${part(parts, 'year')}`;
}

/** 'MMM d, yyyy h:mm a', in `timeZone` when given; an unreadable value is returned as it came. */
export function formatDateTime(value: string | number | Date, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return String(value);
  const parts = formattersIn(timeZone).time.formatToParts(date);
  const time = `${part(parts, 'hour')}:${part(parts, 'minute')} ${part(parts, 'dayPeriod').toUpperCase()}`;
  return `${formatDate(date, timeZone)} ${time}`;
}
