import { describe, expect, it } from 'vitest';
import { changeTrend, contentTrend, hasEarlierHistory, NO_EARLIER_DATA } from './trends';

describe('content trends', () => {
  it.each([
    [{ current: 3, previous: 1 }, '+3 in 30 days', 'up'],
    [{ current: 1200, previous: 0 }, '+1,200 in 30 days', 'up'],
    [{ current: 0, previous: 4 }, 'none new in 30 days', 'none'],
  ])('%o reads %s', (trend, text, direction) => {
    expect(contentTrend(trend)).toEqual({ text, direction });
  });
});

describe('visit and inquiry trends', () => {
  it.each([
    [{ current: 150, previous: 100 }, '+50% vs the previous 30 days', 'up'],
    [{ current: 75, previous: 100 }, '−25% vs the previous 30 days', 'down'],
    [{ current: 1, previous: 3 }, '−67% vs the previous 30 days', 'down'],
    [{ current: 100, previous: 100 }, 'no change vs the previous 30 days', 'flat'],
    [{ current: 0, previous: 8 }, '−100% vs the previous 30 days', 'down'],
  ])('%o with history reads %s', (trend, text, direction) => {
    expect(changeTrend(trend, true)).toEqual({ text, direction });
  });

  it('says there is nothing to compare with when the previous 30 days have no numbers', () => {
    expect(changeTrend({ current: 40, previous: 0 }, false)).toEqual({ text: NO_EARLIER_DATA, direction: 'none' });
    expect(changeTrend({ current: 0, previous: 0 }, false).text).toBe(NO_EARLIER_DATA);
  });

  it('says none came in the 30 days before when the history is older than that', () => {
    expect(changeTrend({ current: 2, previous: 0 }, true).text).toBe('none in the 30 days before');
  });
});

describe('the visit history', () => {
  it.each([
    [null, false],
    [undefined, false],
    ['2026-11-25', false], // today
    ['2026-10-27', false], // the first day of this 30-day window
    ['2026-10-26', true], // the day before it
    ['2025-01-01', true],
  ])('starting %s reaches before the window: %s', (since, expected) => {
    expect(hasEarlierHistory(since, '2026-11-25')).toBe(expected);
  });
});
