// "3 minutes ago" for the activity log, with Intl and no date library. Past a month the date
// itself says more than "5 weeks ago".

import { formatDate } from '@/lib/format-date';

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long before `now` the instant `at` was, in words; an unreadable `at` as it came. */
export function relativeTime(at: string, now: number): string {
  const time = Date.parse(at);
  if (Number.isNaN(time)) return at;
  // A clock a little ahead of the browser's is not "in 2 minutes".
  const ago = Math.max(0, now - time);
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 30 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  return formatDate(time);
}
