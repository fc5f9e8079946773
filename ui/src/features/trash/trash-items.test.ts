import { describe, expect, it } from 'vitest';
import { kindLabel, placeOf, purgeText } from './trash-items';

const NOW = Date.parse('2026-11-28T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

describe('the Trash screen’s words', () => {
  it('names each kind as a person reads it, and one it does not know as the server does', () => {
    expect(['service', 'project', 'testimonial', 'clientLogo', 'post', 'caseStudy', 'media'].map(kindLabel)).toEqual([
      'Service',
      'Project',
      'Testimonial',
      'Client logo',
      'Article',
      'Case study',
      'Media',
    ]);
    expect(kindLabel('inquiry')).toBe('inquiry');
    expect(placeOf('post')).toBe('Blog Posts');
    expect(placeOf('inquiry')).toBeUndefined();
  });

  it('counts the whole days left before the purge, rounded up', () => {
    expect(purgeText(new Date(NOW + 30 * DAY - 1000).toISOString(), NOW)).toBe('Purged in 30 days');
    expect(purgeText(new Date(NOW + 2 * DAY).toISOString(), NOW)).toBe('Purged in 2 days');
    expect(purgeText(new Date(NOW + 3 * 60 * 60 * 1000).toISOString(), NOW)).toBe('Purged in 1 day');
  });

  it('a time already past is purged within the hour (the server purges hourly); an unreadable one says the rule', () => {
    expect(purgeText(new Date(NOW - 1000).toISOString(), NOW)).toBe('Purged within the hour');
    expect(purgeText('', NOW)).toBe('Kept 30 days');
  });
});
