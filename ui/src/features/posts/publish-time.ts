// The publication time as the editor's date-and-time field holds it: a wall-clock time in the
// SITE's time zone (`2026-12-01T14:00` in America/New_York), which the API receives as RFC 3339
// UTC. The admin's browser may be anywhere; a post goes live by the site's clock, the one its
// visitors and its owner read. Converted with Intl alone: a zone's offset at an instant is what
// its wall clock shows then, read as UTC, minus the instant.

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const FIELD = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const HOUR_MS = 3_600_000;

/** One formatter per zone: making one is the slow part. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterIn(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** What the wall clock of `timeZone` shows at `ms`, written as if it were a UTC time. */
function wallClockAt(ms: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterIn(timeZone).formatToParts(ms)) parts[part.type] = Number(part.value);
  // Era-less years: 1 BC would come back as 1, which no post is dated anyway.
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour! % 24, parts.minute!, parts.second!);
}

/** How far `timeZone` is ahead of UTC at `ms` (negative west of Greenwich), in milliseconds. */
export function zoneOffset(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return wallClockAt(whole, timeZone) - whole;
}

/** `timeZone` when this browser knows it, else UTC: a name it cannot use must not break the editor. */
export function usableTimeZone(timeZone: string): string {
  try {
    formatterIn(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The field's value for an RFC 3339 time, on the wall clock of `timeZone`; "" for none or an
 * unreadable one. */
export function toZonedInput(iso: string | null | undefined, timeZone: string): string {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(ms)) return '';
  const wall = new Date(wallClockAt(ms, timeZone));
  return (
    `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}` +
    `T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`
  );
}

/** The field's wall-clock time as a UTC number (no zone applied), or null when it is not a real
 * date and time (no 31 April, no 25:00). */
function readField(value: string): number | null {
  const match = FIELD.exec(value.trim());
  if (!match) return null;
  type Fields = [number, number, number, number, number, number];
  const [year, month, day, hour, minute, second] = match.slice(1).map((n) => Number(n ?? 0)) as Fields;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  // Date.UTC rolls 30 February over into March: a day that does not exist comes back different.
  const back = new Date(wall);
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day ? wall : null;
}

/** Whether the field holds a date and a time, in whatever zone. */
export function isDateTimeInput(value: string): boolean {
  return readField(value) !== null;
}

/**
 * The instant the wall clock of `timeZone` shows `wall` (a UTC number from readField). Around a
 * change of offset (daylight saving time) the answer is the one a person expects: a time the
 * clocks show twice (autumn) is the first of the two; a time they skip (spring) is read with the
 * offset before the change, so 02:30 on the night clocks jump from 02:00 to 03:00 is 03:30.
 */
function instantOf(wall: number, timeZone: string): number {
  // Offsets change at most once in a day anywhere: the offsets a day either side are the two
  // this wall time can have.
  const before = zoneOffset(wall - 24 * HOUR_MS, timeZone);
  const after = zoneOffset(wall + 24 * HOUR_MS, timeZone);
  const candidates = [wall - before, wall - after].filter((ms) => wallClockAt(ms, timeZone) === wall);
  if (candidates.length > 0) return Math.min(...candidates);
  // In a gap: no instant shows this time; the clocks have moved on by the gap's length.
  return wall - before;
}

/** The field's value as RFC 3339 UTC, read on the wall clock of `timeZone`; null when it is
 * empty or not a date and time. */
export function fromZonedInput(value: string, timeZone: string): string | null {
  const wall = readField(value);
  return wall === null ? null : new Date(instantOf(wall, timeZone)).toISOString();
}

/** When the field names a time the clocks of `timeZone` skip (the hour lost to daylight saving
 * time): the instant it is read as instead, RFC 3339 UTC. Undefined for any other value. */
export function skippedTo(value: string, timeZone: string): string | undefined {
  const iso = fromZonedInput(value, timeZone);
  if (iso === null) return undefined;
  // The field holds minutes: compare minutes, not a typed ":00" of seconds.
  return toZonedInput(iso, timeZone) === value.trim().slice(0, 16) ? undefined : iso;
}

/** Whether the field names a time still to come (publishing then schedules the post). */
export function isFuture(value: string, timeZone: string, now: number = Date.now()): boolean {
  const iso = fromZonedInput(value, timeZone);
  return iso !== null && Date.parse(iso) > now;
}
