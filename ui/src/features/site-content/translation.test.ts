import { describe, expect, it } from 'vitest';
import type { TranslationStates } from '@/lib/translations';
import { formSpec } from './forms';
import { TEST_CONTENT } from './test-content';
import { blankPaths, contentEntries, formStatuses, formTally, pathLabel, translatablePatterns } from './translation';

const STATES: TranslationStates = {
  process: {
    heading: {},
    intro: { translatedAt: '2026-01-01' },
    'steps.0.title': { translatedAt: '2026-01-01', outdatedSince: '2026-02-01' },
  },
  stats: { '0.label': { translatedAt: '2026-01-01' } },
};

describe('a site-content form in another language', () => {
  it('takes its translatable paths from the API document, relative to its section', () => {
    expect(translatablePatterns(formSpec('process'))).toEqual(['heading', 'intro', 'steps.*.description', 'steps.*.title']);
    expect(translatablePatterns(formSpec('stats'))).toEqual(['*.label']);
    expect(translatablePatterns(formSpec('sections'))).toEqual([]);
  });

  it('states each text: shipped copy and translations current, a changed source out of date, none missing', () => {
    const statuses = formStatuses(formSpec('process'), TEST_CONTENT, STATES);
    expect(statuses.get('heading')).toEqual({ status: 'current' });
    expect(statuses.get('intro')).toEqual({ status: 'current' });
    expect(statuses.get('steps.0.title')).toEqual({ status: 'outdated', since: '2026-02-01' });
    expect(statuses.get('steps.0.description')).toEqual({ status: 'missing' });
    expect(formTally(statuses)).toEqual({ missing: 7, outdated: 1 });
    expect([...blankPaths(statuses)]).toContain('steps.3.description');
    expect(blankPaths(statuses).has('steps.0.title')).toBe(false);
  });

  it('a stat’s figure is not translated, its label is', () => {
    const statuses = formStatuses(formSpec('stats'), TEST_CONTENT, STATES);
    expect([...statuses.keys()]).toEqual(['0.label', '1.label', '2.label', '3.label']);
    expect(formTally(statuses)).toEqual({ missing: 3, outdated: 0 });
  });

  it('names each text as its form does', () => {
    expect(pathLabel('hero', 'headline')).toBe('Headline');
    expect(pathLabel('hero', 'capabilities.2')).toBe('Capability 3');
    expect(pathLabel('process', 'steps.1.title')).toBe('Step 2 · Title');
    expect(pathLabel('stats', '0.label')).toBe('Stat 1 · Label');
    expect(pathLabel('faq', 'items.0.answer')).toBe('Question 1 · Answer');
    expect(pathLabel('about', 'founder.position')).toBe('Founder’s position');
    expect(pathLabel('terms', 'termsMarkdown')).toBe('Terms of Service');
  });

  it('lists what is left in the whole content, each linked to its tab and field', () => {
    const entries = contentEntries(TEST_CONTENT, STATES, 'es', '/admin/site-content');
    expect(entries).toContainEqual({
      where: 'Process',
      field: 'Step 1 · Title',
      status: 'outdated',
      since: '2026-02-01',
      href: '/admin/site-content?lang=es&tab=process&field=steps.0.title',
    });
    expect(entries).toContainEqual(expect.objectContaining({ where: 'Privacy Policy', href: '/admin/site-content?lang=es&tab=privacy&field=privacyMarkdown' }));
    expect(entries.some((entry) => entry.where === 'Process' && entry.field === 'Heading')).toBe(false);
    expect(entries.some((entry) => entry.where === 'Sections shown')).toBe(false);
  });
});
