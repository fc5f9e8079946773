// The dashboard's numbers and dates in words: counts with separators, shares as percentages, and
// the server's calendar days (YYYY-MM-DD in the site's time zone) as short dates.

const count = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
// The server's days are already the site's dates: read and printed in UTC, they never shift.
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export const DAY_MS = 24 * 60 * 60 * 1000;

/** 1234 as "1,234". */
export function formatCount(value: number): string {
  return count.format(value);
}

/** 0.025 as "2.5%". */
export function formatPercent(fraction: number): string {
  return percent.format(fraction);
}

/** A calendar day as milliseconds since the epoch (its midnight, UTC). */
export function dayToTime(day: string): number {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

/** The calendar day `days` before `day` (after, when negative). */
export function daysBefore(day: string, days: number): string {
  return new Date(dayToTime(day) - days * DAY_MS).toISOString().slice(0, 10);
}

/** "2026-11-22" as "Nov 22". */
export function formatDay(day: string): string {
  return shortDate.format(dayToTime(day));
}
