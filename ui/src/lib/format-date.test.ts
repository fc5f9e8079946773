import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('date formats', () => {
  it("formats 'MMM d, yyyy' without a leading zero on the day", () => {
    expect(formatDate(new Date(2026, 0, 5, 9, 3))).toBe('Jan 5, 2026');
    expect(formatDate(new Date(2024, 10, 22))).toBe('Nov 22, 2024');
  });

  it("formats 'MMM d, yyyy h:mm a' on a 12-hour clock", () => {
    expect(formatDateTime(new Date(2026, 0, 5, 9, 3))).toBe('Jan 5, 2026 9:03 AM');
    expect(formatDateTime(new Date(2026, 6, 14, 15, 30))).toBe('Jul 14, 2026 3:30 PM');
    expect(formatDateTime(new Date(2026, 6, 14, 0, 0))).toBe('Jul 14, 2026 12:00 AM');
    expect(formatDateTime(new Date(2026, 6, 14, 12, 45))).toBe('Jul 14, 2026 12:45 PM');
  });

  it('reads the RFC 3339 timestamps of the API in local time', () => {
    const iso = new Date(2026, 2, 9, 18, 7).toISOString();
    expect(formatDateTime(iso)).toBe('Mar 9, 2026 6:07 PM');
  });

  it('shows an instant on the clock of a given time zone, whatever the browser’s', () => {
    const iso = '2026-11-25T03:30:00Z';
    expect(formatDateTime(iso, 'Asia/Tokyo')).toBe('Nov 25, 2026 12:30 PM');
    expect(formatDateTime(iso, 'America/New_York')).toBe('Nov 24, 2026 10:30 PM');
    expect(formatDate(iso, 'America/New_York')).toBe('Nov 24, 2026');
  });

  it('returns an unreadable value unchanged', () => {
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDateTime('')).toBe('');
  });
});
