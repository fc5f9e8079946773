import { describe, expect, it } from 'vitest';
import { moved, nextPosition, renumbered } from './ordering';

describe('ordering a content list', () => {
  it('moves an item up, down, to either end', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moved(list, 1, 0)).toEqual(['b', 'a', 'c', 'd']);
    expect(moved(list, 1, 2)).toEqual(['a', 'c', 'b', 'd']);
    expect(moved(list, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(moved(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('renumbers 0..n-1 in the new order and sends only the items whose position changes', () => {
    expect(
      renumbered([
        { id: 7, position: 0 },
        { id: 3, position: 2 },
        { id: 5, position: 1 },
        { id: 9, position: 3 },
      ]),
    ).toEqual([
      { id: 3, position: 1 },
      { id: 5, position: 2 },
    ]);
  });

  it('gives typed positions (1-based, gaps, ties, empty) their place in the new order', () => {
    expect(
      renumbered([
        { id: 1, position: 1 },
        { id: 2, position: 1 },
        { id: 3, position: 40 },
        { id: 4, position: null },
      ]),
    ).toEqual([
      { id: 1, position: 0 },
      { id: 3, position: 2 },
      { id: 4, position: 3 },
    ]);
  });

  it('puts a new item last: one more than the highest position, 0 in an empty list', () => {
    expect(nextPosition([{ id: 1, position: 3 }, { id: 2, position: 7 }, { id: 3, position: null }])).toBe(8);
    expect(nextPosition([{ id: 1, position: -4 }])).toBe(-3);
    expect(nextPosition([{ id: 1, position: null }])).toBe(0);
    expect(nextPosition([])).toBe(0);
  });
});
