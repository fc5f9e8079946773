import { describe, expect, it } from 'vitest';
import { labelIndexes, yTicks } from './chart-scale';

describe('the count axis', () => {
  it.each([
    [0, [0, 1]],
    [1, [0, 1]],
    [3, [0, 1, 2, 3]],
    [7, [0, 2, 4, 6, 8]],
    [10, [0, 5, 10]],
    [37, [0, 10, 20, 30, 40]],
    [120, [0, 50, 100, 150]],
    [1999, [0, 500, 1000, 1500, 2000]],
  ])('for a top value of %d reads %o', (max, ticks) => {
    expect(yTicks(max)).toEqual(ticks);
  });
});

describe('the dates under the chart', () => {
  it.each([
    [7, 10, [0, 1, 2, 3, 4, 5, 6]],
    [30, 5, [5, 13, 21, 29]],
    [90, 6, [17, 35, 53, 71, 89]],
    [30, 1, [29]],
    [1, 4, [0]],
    [0, 4, []],
  ])('%d days with room for %d labels: %o, evenly back from today', (count, slots, indexes) => {
    expect(labelIndexes(count, slots)).toEqual(indexes);
  });
});
