import { describe, expect, it } from 'vitest';
import { fromZonedInput, isDateTimeInput, isFuture, skippedTo, toZonedInput, usableTimeZone, zoneOffset } from './publish-time';
import { displayStatus } from '@/lib/publication-status';

// The tests run in UTC: every zone here is another one, so a conversion that used the browser's
// zone would fail them.
const NY = 'America/New_York';
const TOKYO = 'Asia/Tokyo';

describe('publication time on the site’s clock', () => {
  it('goes from the field to RFC 3339 UTC and back, in the site’s zone, not the browser’s', () => {
    expect(fromZonedInput('2026-12-01T14:30', TOKYO)).toBe('2026-12-01T05:30:00.000Z');
    expect(toZonedInput('2026-12-01T05:30:00.000Z', TOKYO)).toBe('2026-12-01T14:30');
    expect(fromZonedInput('2026-12-01T14:30', NY)).toBe('2026-12-01T19:30:00.000Z');
    expect(fromZonedInput('2026-07-01T14:30', NY)).toBe('2026-07-01T18:30:00.000Z');
    expect(fromZonedInput('2026-12-01T14:30', 'Asia/Kolkata')).toBe('2026-12-01T09:00:00.000Z');
    // One instant, two wall clocks, two dates.
    expect(toZonedInput('2026-11-25T03:30:00Z', TOKYO)).toBe('2026-11-25T12:30');
    expect(toZonedInput('2026-11-25T03:30:00Z', NY)).toBe('2026-11-24T22:30');
  });

  it('knows the offset on either side of a daylight saving change', () => {
    const hour = 3_600_000;
    expect(zoneOffset(Date.parse('2026-03-08T06:59:00Z'), NY)).toBe(-5 * hour);
    expect(zoneOffset(Date.parse('2026-03-08T07:00:00Z'), NY)).toBe(-4 * hour);
    expect(zoneOffset(Date.parse('2026-11-01T05:59:00Z'), NY)).toBe(-4 * hour);
    expect(zoneOffset(Date.parse('2026-11-01T06:00:00Z'), NY)).toBe(-5 * hour);
    expect(zoneOffset(Date.parse('2026-03-08T07:00:00Z'), TOKYO)).toBe(9 * hour);
  });

  it('reads a time the clocks skip in spring as the time after the jump, and says so', () => {
    // New York, 8 March 2026: at 02:00 EST the clocks go to 03:00 EDT.
    expect(fromZonedInput('2026-03-08T01:59', NY)).toBe('2026-03-08T06:59:00.000Z');
    expect(fromZonedInput('2026-03-08T02:30', NY)).toBe('2026-03-08T07:30:00.000Z');
    expect(toZonedInput('2026-03-08T07:30:00.000Z', NY)).toBe('2026-03-08T03:30');
    expect(fromZonedInput('2026-03-08T03:00', NY)).toBe('2026-03-08T07:00:00.000Z');
    expect(skippedTo('2026-03-08T02:30', NY)).toBe('2026-03-08T07:30:00.000Z');
    expect(skippedTo('2026-03-08T03:30', NY)).toBeUndefined();
    expect(skippedTo('2026-03-08T02:30', TOKYO)).toBeUndefined();
    expect(skippedTo('', NY)).toBeUndefined();
  });

  it('reads a time the clocks show twice in autumn as the first of the two', () => {
    // New York, 1 November 2026: at 02:00 EDT the clocks go back to 01:00 EST.
    expect(fromZonedInput('2026-11-01T00:30', NY)).toBe('2026-11-01T04:30:00.000Z');
    expect(fromZonedInput('2026-11-01T01:30', NY)).toBe('2026-11-01T05:30:00.000Z');
    expect(fromZonedInput('2026-11-01T02:30', NY)).toBe('2026-11-01T07:30:00.000Z');
    expect(toZonedInput('2026-11-01T06:30:00.000Z', NY)).toBe('2026-11-01T01:30');
    expect(skippedTo('2026-11-01T01:30', NY)).toBeUndefined();
  });

  it('is empty for no time, and null for what is not a date and time', () => {
    expect(toZonedInput(null, NY)).toBe('');
    expect(toZonedInput('garbage', NY)).toBe('');
    for (const value of ['', 'tomorrow', '2026-13-45T99:99', '2026-02-30T10:00', '2026-04-31T10:00', '2026-01-01T24:00']) {
      expect(fromZonedInput(value, NY)).toBeNull();
      expect(isDateTimeInput(value)).toBe(false);
    }
    expect(isDateTimeInput('2026-02-28T23:59')).toBe(true);
    expect(fromZonedInput('2026-12-01T14:30:15', TOKYO)).toBe('2026-12-01T05:30:15.000Z');
  });

  it('tells a time to come from a past one on the site’s clock', () => {
    const now = Date.parse('2026-11-23T12:00:00Z'); // 21:00 in Tokyo, 07:00 in New York
    expect(isFuture('2026-11-23T21:05', TOKYO, now)).toBe(true);
    expect(isFuture('2026-11-23T20:55', TOKYO, now)).toBe(false);
    expect(isFuture('2026-11-23T07:05', NY, now)).toBe(true);
    expect(isFuture('2026-11-23T06:55', NY, now)).toBe(false);
    // 12:05 is to come on the browser's (UTC) clock, long gone on Tokyo's.
    expect(isFuture('2026-11-23T12:05', TOKYO, now)).toBe(false);
    expect(isFuture('', NY, now)).toBe(false);
  });

  it('falls back to UTC for a zone this browser does not know', () => {
    expect(usableTimeZone(TOKYO)).toBe(TOKYO);
    expect(usableTimeZone('Mars/Olympus')).toBe('UTC');
  });
});

describe('displayStatus', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it.each([
    ['draft', null, 'draft'],
    ['draft', '2026-12-01T00:00:00Z', 'draft'],
    ['published', '2026-11-23T11:59:59Z', 'published'],
    ['published', '2026-11-23T12:00:01Z', 'scheduled'],
  ] as const)('%s at %s is %s', (status, publishedAt, shown) => {
    expect(displayStatus({ status, publishedAt }, now)).toBe(shown);
  });
});
