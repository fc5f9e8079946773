import { describe, expect, it } from 'vitest';
import { daysBefore, formatCount, formatDay, formatPercent } from './format';

describe('dashboard formats', () => {
  it('counts with separators and shares as percentages of at most one decimal', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatPercent(0.025)).toBe('2.5%');
    expect(formatPercent(1 / 3)).toBe('33.3%');
    expect(formatPercent(0)).toBe('0%');
  });

  it('reads the server\'s calendar days without shifting them to the browser\'s zone', () => {
    expect(formatDay('2026-11-22')).toBe('Nov 22');
    expect(formatDay('2027-01-01')).toBe('Jan 1');
  });

  it('counts calendar days back across months and years', () => {
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(daysBefore('2027-01-05', 29)).toBe('2026-12-07');
  });
});
