import { describe, expect, it } from 'vitest';
import { findPost, formatPostDate, loadPostBody, POSTS } from './posts';

describe('blog posts', () => {
  it('are the three articles of the spec, with its categories and read times', () => {
    expect(POSTS.map((p) => p.slug)).toEqual([
      'miami-social-media-marketing-2024',
      'ugc-content-strategy-guide',
      'miami-restaurants-tourism-social-media',
    ]);
    expect(POSTS.map((p) => p.category)).toEqual(['Local Marketing', 'Content Strategy', 'Industry Focus']);
    expect(POSTS.map((p) => p.readTime)).toEqual([5, 7, 6]);
  });

  it.each(POSTS.map((p) => p.slug))('%s has a substantial HTML body', async (slug) => {
    const body = await loadPostBody(slug);
    expect(body).toContain('<h2>');
    const words = (body ?? '').replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean);
    expect(words.length).toBeGreaterThan(600);
    expect(body).not.toMatch(/<script|<h1|on\w+=/i);
  });

  it('has no body or post for an unknown slug', async () => {
    expect(findPost('nope')).toBeUndefined();
    await expect(loadPostBody('nope')).resolves.toBeNull();
  });

  it("formats dates as 'MMM d, yyyy' without shifting the day", () => {
    expect(formatPostDate('2024-03-12')).toBe('Mar 12, 2024');
    expect(formatPostDate('2024-04-02')).toBe('Apr 2, 2024');
    expect(formatPostDate('2024-12-31')).toBe('Dec 31, 2024');
    expect(formatPostDate('garbage')).toBe('garbage');
  });
});
