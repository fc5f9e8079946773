import { describe, expect, it } from 'vitest';
import { changedOnly, conflictRows, type DiffField, diffRecords, displayValue, excerpts, reapply, sameValue } from './field-diff';

const FIELDS: DiffField[] = [
  { key: 'title', label: 'Title' },
  { key: 'body', label: 'Body' },
  { key: 'gallery', label: 'Gallery' },
  { key: 'video', label: 'Video' },
];

const LONG = `${'Miami brands grow with content people stop scrolling for. '.repeat(3)}The end.`;

describe('field diff', () => {
  it('compares values by their contents, and empty text with nothing', () => {
    expect(sameValue(['/a.webp', '/b.webp'], ['/a.webp', '/b.webp'])).toBe(true);
    expect(sameValue([{ value: '+3', label: 'clients' }], [{ value: '+3', label: 'clients' }])).toBe(true);
    expect(sameValue(['/a.webp'], ['/a.webp', '/b.webp'])).toBe(false);
    expect(sameValue('', null)).toBe(true);
    expect(sameValue('', 'x')).toBe(false);
    expect(sameValue(false, null)).toBe(false);
  });

  it('reads values as a person would', () => {
    expect(displayValue(null)).toBe('(empty)');
    expect(displayValue(true)).toBe('Yes');
    expect(displayValue([])).toBe('(none)');
    expect(displayValue(['/a.webp', '/b.webp'])).toBe('2 items: /a.webp, /b.webp');
    expect(displayValue([{ value: '+3', label: 'clients' }])).toBe('1 item: +3 – clients');
  });

  it('lists the fields that differ, in the fields’ order, with their labels', () => {
    const rows = diffRecords(FIELDS, { title: 'Old', body: 'Same', gallery: ['/a.webp'] }, { title: 'New', body: 'Same', gallery: [] });
    expect(rows).toEqual([
      { key: 'title', label: 'Title', before: 'Old', after: 'New', long: false },
      { key: 'gallery', label: 'Gallery', before: '1 item: /a.webp', after: '(none)', long: false },
    ]);
  });

  it('summarises a long text as an excerpt around where it changed', () => {
    const changed = LONG.replace('The end.', 'The new end.');
    const [row] = diffRecords(FIELDS, { body: LONG }, { body: changed });
    expect(row).toMatchObject({ label: 'Body', long: true });
    expect(row!.before.startsWith('…')).toBe(true);
    expect(row!.before).toContain('The end.');
    expect(row!.after).toContain('The new end.');
    expect(row!.after.length).toBeLessThan(LONG.length);
  });

  it('gives excerpts of a change in the middle of a text, on one line', () => {
    const before = `${'a'.repeat(100)}\nold words\n${'z'.repeat(100)}`;
    const after = `${'a'.repeat(100)}\nnew words\n${'z'.repeat(100)}`;
    const cut = excerpts(before, after);
    expect(cut.before).toMatch(/^…a+ old words z+…$/);
    expect(cut.after).toMatch(/^…a+ new words z+…$/);
  });

  it('says who changed each field that differs, and leaves out what both changed alike', () => {
    const base = { title: 'Loaded', body: 'Loaded body', gallery: ['/a.webp'], video: '/v.mp4' };
    const theirs = { ...base, title: 'Theirs', gallery: ['/a.webp', '/b.webp'], video: '/same.mp4' };
    const mine = { ...base, title: 'Mine', body: 'My body', video: '/same.mp4' };
    const rows = conflictRows(FIELDS, { base, theirs, mine });
    expect(rows.map((r) => [r.label, r.by, r.theirs, r.mine])).toEqual([
      ['Title', 'both', 'Theirs', 'Mine'],
      ['Body', 'you', 'Loaded body', 'My body'],
      ['Gallery', 'them', '2 items: /a.webp, /b.webp', '1 item: /a.webp'],
    ]);
  });

  it('keeps mine: the fields I changed on top of theirs, theirs everywhere else', () => {
    const base = { title: 'Loaded', body: 'Loaded body', gallery: ['/a.webp'], video: '' };
    const theirs = { title: 'Theirs', body: 'Loaded body', gallery: ['/a.webp', '/b.webp'], video: '/v.mp4' };
    const mine = { title: 'Mine', body: 'Loaded body', gallery: ['/a.webp'], video: '' };
    expect(reapply(FIELDS, { base, theirs, mine })).toEqual({ title: 'Mine', body: 'Loaded body', gallery: ['/a.webp', '/b.webp'], video: '/v.mp4' });
  });

  it('keeps only the changed fields of a change', () => {
    const base = { title: 'Loaded', body: 'Body', gallery: ['/a.webp'], video: null };
    expect(changedOnly(FIELDS, base, { ...base, title: 'New', video: '' })).toEqual({ title: 'New' });
  });
});
