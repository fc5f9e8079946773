import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format-date';
import { savedByLine, savedBySentence } from './saved-by';

const revision = (version: number, actor: string) =>
  ({ id: 1, kind: 'siteContent', itemId: 'hero', version, actor, at: '2026-11-20T10:00:00Z' }) as const;

describe('saved-by', () => {
  const when = formatDateTime('2026-11-20T10:00:00Z', 'UTC');

  it('names the admin who saved a version, and when', () => {
    expect(savedByLine(revision(3, 'maria'), 'UTC')).toBe(`maria · ${when}`);
    expect(savedBySentence(revision(3, 'maria'), 'UTC')).toBe(`Saved by maria on ${when}.`);
  });

  it('says a version saved before history was kept has no known author', () => {
    expect(savedByLine(revision(1, ''), 'UTC')).toBe(`Before history was kept · ${when}`);
    expect(savedBySentence(revision(1, ''), 'UTC')).toContain('before the site kept the history');
  });

  it('calls version 0 the default copy, without a date', () => {
    expect(savedByLine(revision(0, ''), 'UTC')).toBe('The default copy');
    expect(savedBySentence(revision(0, ''), 'UTC')).not.toContain(when);
  });
});
