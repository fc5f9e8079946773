import { describe, expect, it } from 'vitest';
import { COUNTER_DURATION_MS, COUNTER_STAGGER_MS, countAt, counterText, formatCount, parseCounter, staggeredCountAt } from './count-up';

describe('stat counters', () => {
  it('formats the three stats as docs/PRODUCT.md §1 shows them', () => {
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

  it.each([
    ['100+', { target: 100, unit: 1, plus: '+' }],
    ['10K+', { target: 10_000, unit: 1000, plus: '+' }],
    ['500k', { target: 500_000, unit: 1000, plus: '' }],
    ['2M+', { target: 2_000_000, unit: 1e6, plus: '+' }],
    ['1500', { target: 1500, unit: 1, plus: '' }],
    ['4+', { target: 4, unit: 1, plus: '+' }],
  ])('a stat of %j counts up', (value, counter) => {
    expect(parseCounter(value)).toEqual(counter);
  });

  it.each(['4.9★', '4.9', '+240%', '$2M', '24/7', '10 K', 'Top 10', ''])('a stat of %j shows as it is', (value) => {
    expect(parseCounter(value)).toBeNull();
  });

  it('shows a compact figure on the way and the stat itself at the end', () => {
    const counter = parseCounter('10k+')!;
    expect(counterText('10k+', counter, 0)).toBe('0+');
    expect(counterText('10k+', counter, 999)).toBe('999+');
    expect(counterText('10k+', counter, 5_400)).toBe('5K+');
    expect(counterText('10k+', counter, 10_000)).toBe('10k+');
    const plain = parseCounter('1500')!;
    expect(counterText('1500', plain, 1_200)).toBe('1200');
    const millions = parseCounter('2M+')!;
    expect(counterText('2M+', millions, 1_500_000)).toBe('1M+');
    expect(counterText('2M+', millions, 20_000)).toBe('20K+');
  });
});
