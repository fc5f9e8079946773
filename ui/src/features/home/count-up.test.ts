import { describe, expect, it } from 'vitest';
import { COUNTER_DURATION_MS, COUNTER_STAGGER_MS, countAt, formatCount, staggeredCountAt } from './count-up';

describe('stat counters', () => {
  it('formats the three stats as the spec shows them', () => {
    expect(`${formatCount(100)}+`).toBe('100+');
    expect(`${formatCount(10_000)}+`).toBe('10K+');
    expect(`${formatCount(500_000)}+`).toBe('500K+');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1999)).toBe('1K');
  });

  it('counts from 0 to the target in 2000 ms, rising all the way', () => {
    expect(COUNTER_DURATION_MS).toBe(2000);
    expect(countAt(0, 100)).toBe(0);
    expect(countAt(-50, 100)).toBe(0);
    expect(countAt(2000, 100)).toBe(100);
    expect(countAt(5000, 100)).toBe(100);
    let last = 0;
    for (let t = 0; t <= 2000; t += 100) {
      const value = countAt(t, 500_000);
      expect(value).toBeGreaterThanOrEqual(last);
      last = value;
    }
    // Eased out: past the middle of the value at the middle of the time.
    expect(countAt(1000, 100)).toBeGreaterThan(50);
  });

  it('starts each counter 200 ms after the one before', () => {
    expect(COUNTER_STAGGER_MS).toBe(200);
    expect(staggeredCountAt(200, 0, 100)).toBeGreaterThan(0);
    expect(staggeredCountAt(200, 1, 100)).toBe(0);
    expect(staggeredCountAt(400, 2, 100)).toBe(0);
    expect(staggeredCountAt(2200, 1, 10_000)).toBe(10_000);
    expect(staggeredCountAt(2300, 2, 500_000)).toBeLessThan(500_000);
    expect(staggeredCountAt(2400, 2, 500_000)).toBe(500_000);
    expect(staggeredCountAt(Number.POSITIVE_INFINITY, 2, 500_000)).toBe(500_000);
  });
});
