import { describe, expect, it } from 'vitest';
import { blogHref, blogQuery, pageItems } from './blog-links';

describe('blog addresses', () => {
  it.each([
    [1, null, '/blog'],
    [2, null, '/blog?page=2'],
    [1, 'ugc-tips', '/blog?category=ugc-tips'],
    [3, 'ugc-tips', '/blog?category=ugc-tips&page=3'],
  ] as const)('page %i of %s is %s', (page, category, href) => {
    expect(blogHref(page, category)).toBe(href);
  });

  it.each([
    ['', { page: 1, category: null }],
    ['?page=4', { page: 4, category: null }],
    ['?category=local-marketing&page=2', { page: 2, category: 'local-marketing' }],
    ['?page=0', { page: null, category: null }],
    ['?page=two', { page: null, category: null }],
    ['?category=', { page: 1, category: null }],
  ])('reads %j', (search, expected) => {
    expect(blogQuery(search)).toEqual(expected);
  });
});

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the ends and the neighbours of the current page', () => {
    expect(pageItems(50, 100)).toEqual([1, 'gap', 49, 50, 51, 'gap', 100]);
    expect(pageItems(1, 100)).toEqual([1, 2, 3, 4, 'gap', 100]);
    expect(pageItems(3, 100)).toEqual([1, 2, 3, 4, 'gap', 100]);
    expect(pageItems(99, 100)).toEqual([1, 'gap', 97, 98, 99, 100]);
  });
});
