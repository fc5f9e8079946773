import { describe, expect, it } from 'vitest';
import { fieldKeys, fromEditable, placeErrors, reorderErrors, toEditable, valueAt } from './editable';
import {
  addRow,
  editField,
  formErrors,
  formSpec,
  formValue,
  isDirty,
  moveRow,
  refusedForm,
  removeRow,
  resetForm,
  savedForm,
  startForm,
  tried,
  withDraft,
} from './forms';
import { LIMITS, STAT_MESSAGE } from './rules';
import { TEST_CONTENT } from './test-content';
import type { SiteContent } from './types';

const stats = formSpec('stats');
const hero = formSpec('hero');
const about = formSpec('about');
const privacy = formSpec('privacy');

const statValues = (state: ReturnType<typeof startForm>) => (formValue(state) as SiteContent['stats']).map((s) => s.value);

describe('the editable form', () => {
  it('gives every list item a key of its own and comes back to the same value', () => {
    const form = toEditable(TEST_CONTENT.about);
    const keys = form.values.map((row) => row.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(fromEditable<SiteContent['about']>(form)).toEqual({ ...TEST_CONTENT.about });
    expect(toEditable({ media: null }).media).toBe('');
  });

  it('keeps the keys of the rows it is made like', () => {
    const before = toEditable(TEST_CONTENT.stats);
    const after = toEditable(
      TEST_CONTENT.stats.map((s) => ({ ...s, value: `${s.value} ` })),
      before,
    );
    expect(after.map((row) => row.key)).toEqual(before.map((row) => row.key));
  });

  it('reads a field by its dotted path, through the rows', () => {
    const form = toEditable(TEST_CONTENT.faq);
    expect(valueAt(form, 'items.1.question')).toBe('How soon will I see results?');
    expect(valueAt(toEditable(TEST_CONTENT.stats), '0.value')).toBe('100+');
  });
});

describe('list editing', () => {
  it('adds an item at the end until the limit', () => {
    let state = startForm(stats, TEST_CONTENT);
    state = addRow(stats, state, '', { value: '7', label: 'Awards' }, LIMITS.stats);
    expect(statValues(state)).toEqual(['100+', '10K+', '500K+', '4+', '7']);
    state = addRow(stats, state, '', { value: '8', label: 'Awards' }, LIMITS.stats);
    const full = addRow(stats, state, '', { value: '9', label: 'Awards' }, LIMITS.stats);
    expect(full).toBe(state);
    expect(statValues(full)).toHaveLength(6);
  });

  it('moves an item up and down, keeping its key', () => {
    const start = startForm(stats, TEST_CONTENT);
    const moved = moveRow(stats, start, '', 1, 0);
    expect(statValues(moved)).toEqual(['10K+', '100+', '500K+', '4+']);
    const keys = (state: typeof start) => (state.draft as { key: number }[]).map((row) => row.key);
    expect(keys(moved)).toEqual([keys(start)[1], keys(start)[0], keys(start)[2], keys(start)[3]]);
    expect(statValues(moveRow(stats, moved, '', 0, 1))).toEqual(['100+', '10K+', '500K+', '4+']);
  });

  it('does nothing past either end', () => {
    const start = startForm(stats, TEST_CONTENT);
    expect(moveRow(stats, start, '', 0, -1)).toBe(start);
    expect(moveRow(stats, start, '', 3, 4)).toBe(start);
    expect(removeRow(stats, start, '', 9)).toBe(start);
  });

  it('removes an item', () => {
    const state = removeRow(hero, startForm(hero, TEST_CONTENT), 'capabilities', 1);
    expect((formValue(state) as SiteContent['hero']).capabilities).toEqual(['UGC', 'Social management', 'Growth strategy']);
  });

  it('edits a nested list', () => {
    let state = startForm(about, TEST_CONTENT);
    state = addRow(about, state, 'founder.links', { network: 'linkedin', url: '' }, LIMITS.links);
    state = editField(about, state, 'founder.links.0.url', 'https://www.linkedin.com/in/alex');
    expect((formValue(state) as SiteContent['about']).founder.links).toEqual([
      { network: 'linkedin', url: 'https://www.linkedin.com/in/alex' },
    ]);
  });
});

describe('messages', () => {
  it('follow their item when the list is reordered, and go with a removed one', () => {
    const errors = {
      stats: 'Keep at most 6 stats',
      'stats.0.value': 'first',
      'stats.2.label': 'third',
      'hero.subtitle': 'other',
    };
    expect(reorderErrors(errors, 'stats', [2, 0, 1])).toEqual({
      stats: 'Keep at most 6 stats',
      'stats.1.value': 'first',
      'stats.0.label': 'third',
      'hero.subtitle': 'other',
    });
    expect(reorderErrors(errors, 'stats', [1, 2])).toEqual({
      stats: 'Keep at most 6 stats',
      'stats.1.label': 'third',
      'hero.subtitle': 'other',
    });
  });

  it("of the server stay with their fields as items move, and a field's goes when it is edited", () => {
    let state = refusedForm(stats, startForm(stats, TEST_CONTENT), {
      'stats.1.value': STAT_MESSAGE,
      'faq.heading': 'not this form’s',
    });
    expect(state.serverErrors).toEqual({ 'stats.1.value': STAT_MESSAGE });
    state = moveRow(stats, state, '', 1, 0);
    expect(state.serverErrors).toEqual({ 'stats.0.value': STAT_MESSAGE });
    state = editField(stats, state, '0.value', '10K');
    expect(state.serverErrors).toEqual({});
  });

  it('of the form itself show once a save was tried, and follow every change', () => {
    let state = editField(hero, startForm(hero, TEST_CONTENT), 'subtitle', 'Short');
    expect(formErrors(hero, state)).toEqual({});
    state = tried(state);
    expect(formErrors(hero, state)).toEqual({ 'hero.subtitle': 'The subtitle must be at least 10 characters' });
    state = editField(hero, state, 'subtitle', 'Long enough this time.');
    expect(formErrors(hero, state)).toEqual({});
  });

  it('are placed beside a field of the form, or above it when none is theirs', () => {
    const value = formValue(startForm(stats, TEST_CONTENT));
    const keys = fieldKeys('stats', value);
    expect(keys.has('stats')).toBe(true);
    expect(keys.has('stats.3.label')).toBe(true);
    expect(
      placeErrors({ 'stats.0.value': 'a', stats: 'b', 'stats.9.value': 'c', body: 'd' }, keys),
    ).toEqual({ placed: { 'stats.0.value': 'a', stats: 'b' }, unplaced: [['stats.9.value', 'c'], ['body', 'd']] });
    expect(fieldKeys('hero', TEST_CONTENT.hero).has('hero.capabilities.3')).toBe(true);
    expect(fieldKeys('about', TEST_CONTENT.about).has('about.founder.links')).toBe(true);
  });
});

describe('a form', () => {
  it('is dirty once changed and clean again when changed back or reset', () => {
    const start = startForm(hero, TEST_CONTENT);
    expect(isDirty(hero, start)).toBe(false);
    const changed = editField(hero, start, 'subtitle', 'A new promise for Miami.');
    expect(isDirty(hero, changed)).toBe(true);
    expect(isDirty(hero, editField(hero, changed, 'subtitle', TEST_CONTENT.hero.subtitle))).toBe(false);
    expect(isDirty(hero, resetForm(changed))).toBe(false);
  });

  it('sends an empty picture as none, and only its own section', () => {
    const state = editField(hero, startForm(hero, TEST_CONTENT), 'media', '  ');
    expect(hero.input(formValue(state))).toEqual({ hero: { ...TEST_CONTENT.hero, media: null } });
    expect(privacy.input(formValue(startForm(privacy, TEST_CONTENT)))).toEqual({
      legal: { privacyMarkdown: TEST_CONTENT.legal.privacyMarkdown },
    });
  });

  it('takes the saved value, unless it was edited while saving', () => {
    const edited = editField(hero, startForm(hero, TEST_CONTENT), 'subtitle', '  A new promise for Miami.  ');
    const sent = formValue(edited);
    const content = { ...TEST_CONTENT, hero: { ...TEST_CONTENT.hero, subtitle: 'A new promise for Miami.' } };
    const saved = savedForm(hero, edited, content, sent);
    expect(valueAt(saved.draft, 'subtitle')).toBe('A new promise for Miami.');
    expect(isDirty(hero, saved)).toBe(false);
    const typedOn = editField(hero, edited, 'eyebrow', 'Typed meanwhile');
    expect(isDirty(hero, savedForm(hero, typedOn, content, sent))).toBe(true);
  });

  it('previews the content with its unsaved values', () => {
    const state = moveRow(stats, startForm(stats, TEST_CONTENT), '', 0, 1);
    const content = withDraft(stats, TEST_CONTENT, state);
    expect(content.stats.map((s) => s.value)).toEqual(['10K+', '100+', '500K+', '4+']);
    expect(content.hero).toBe(TEST_CONTENT.hero);
    const terms = formSpec('terms');
    const legal = withDraft(terms, TEST_CONTENT, editField(terms, startForm(terms, TEST_CONTENT), 'termsMarkdown', 'New terms.')).legal;
    expect(legal).toEqual({ privacyMarkdown: TEST_CONTENT.legal.privacyMarkdown, termsMarkdown: 'New terms.' });
  });
});
