// Dates and numbers as a catalogue's language writes them, with Intl and no
// library: "Mar 12, 2026" and "12 de marzo de 2026", "1,234".
// Formatters are made once per locale and zone: making one is the slow part.

import type { Catalogue } from './messages';

type Locale = Pick<Catalogue, 'locale' | 'dateMonth'>;

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let found = cache.get(key);
  if (found === undefined) cache.set(key, (found = make()));
  return found;
}

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The day of `value` in `timeZone` (the browser's when none, or one Intl does not know), as the
 * catalogue writes a date; an unreadable value is returned as it came. */
export function formatDate(value: string | number | Date, { locale, dateMonth }: Locale, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return String(value);
  const format = cached(dateFormats, `${locale}|${dateMonth}|${timeZone ?? ''}`, () => {
    const options = { day: 'numeric', month: dateMonth, year: 'numeric' } as const;
    try {
      return new Intl.DateTimeFormat(locale, timeZone ? { ...options, timeZone } : options);
    } catch {
      return new Intl.DateTimeFormat(locale, options);
    }
  });
  return format.format(date);
}

/** The locales that write a whole number's thousands with commas (1,234,567): those of the site's
 * catalogues. Intl agrees (format.test.ts). */
const COMMA_GROUPED = new Set(['en-US', 'es-US']);

/**
 * A number as the locale writes it ("1,234,567"). A whole number in a comma-grouped locale is
 * written without Intl: its first use loads the locale's number data, a long task of its own on a
 * slow phone, which a page's counts need not pay.
 */
export function formatNumber(value: number, locale: string): string {
  if (Number.isInteger(value) && COMMA_GROUPED.has(locale)) return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return cached(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(value);
}
