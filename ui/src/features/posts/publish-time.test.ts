import { describe, expect, it } from 'vitest';
import { fromLocalInput, isFuture, toLocalInput } from './publish-time';
import { displayStatus } from './post-status';

describe('publication time in the browser’s time zone', () => {
  it('goes from the field to RFC 3339 UTC and back', () => {
    const iso = fromLocalInput('2026-12-01T14:30');
    expect(iso).toMatch(/^2026-12-0[12]T\d{2}:\d{2}:00\.000Z$/);
    expect(toLocalInput(iso)).toBe('2026-12-01T14:30');
    // The field's hour is the browser's wall clock.
    expect(new Date(iso!).getHours()).toBe(14);
  });

  it('is empty for no time, and null for what is not a date and time', () => {
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('garbage')).toBe('');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('tomorrow')).toBeNull();
    expect(fromLocalInput('2026-13-45T99:99')).toBeNull();
  });

  it('tells a time to come from a past one', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(isFuture(toLocalInput('2026-11-23T12:05:00Z'), now)).toBe(true);
    expect(isFuture(toLocalInput('2026-11-23T11:55:00Z'), now)).toBe(false);
    expect(isFuture('', now)).toBe(false);
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
