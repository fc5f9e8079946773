import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = Date.parse('2026-11-25T15:00:00Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;

describe('relative times', () => {
  it.each([
    [before(10_000), 'just now'],
    [new Date(NOW + 90_000).toISOString(), 'just now'],
    [before(MINUTE), '1 minute ago'],
    [before(3 * MINUTE + 5_000), '3 minutes ago'],
    [before(60 * MINUTE), '1 hour ago'],
    [before(5 * 60 * MINUTE), '5 hours ago'],
    [before(24 * 60 * MINUTE), 'yesterday'],
    [before(3 * 24 * 60 * MINUTE), '3 days ago'],
  ])('%s is %s', (at, text) => {
    expect(relativeTime(at, NOW)).toBe(text);
  });

  it('gives the date past a month, and an unreadable time as it came', () => {
    expect(relativeTime('2026-09-01T12:00:00Z', NOW)).toBe('Sep 1, 2026');
    expect(relativeTime('not a time', NOW)).toBe('not a time');
  });
});
