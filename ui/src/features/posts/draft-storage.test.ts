import { describe, expect, it, vi } from 'vitest';
import { clearDraft, draftKey, loadDraft, saveDraft, type StoredDraft } from './draft-storage';
import { EMPTY_POST_FORM } from './post-form';

const draft: StoredDraft = {
  values: { ...EMPTY_POST_FORM, title: 'Hello Miami', bodyMarkdown: '## Why\n\nBecause.' },
  slugEdited: true,
  savedAt: '2026-11-23T12:00:00.000Z',
  baseUpdatedAt: '2026-11-22T09:00:00.000Z',
  base: { ...EMPTY_POST_FORM, title: 'Hello', bodyMarkdown: 'Because.' },
};

describe('draft storage', () => {
  it('keeps a draft per post and gives it back', () => {
    expect(saveDraft(draftKey(7), draft)).toBe(true);
    expect(loadDraft(draftKey(7))).toEqual(draft);
    expect(loadDraft(draftKey('new'))).toBeNull();
  });

  it('forgets a draft once cleared', () => {
    saveDraft(draftKey('new'), draft);
    clearDraft(draftKey('new'));
    expect(loadDraft(draftKey('new'))).toBeNull();
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem(draftKey(1), '{not json');
    localStorage.setItem(draftKey(2), JSON.stringify({ values: { title: 3 }, savedAt: 'x' }));
    localStorage.setItem(draftKey(3), JSON.stringify({ values: EMPTY_POST_FORM }));
    expect([1, 2, 3].map((id) => loadDraft(draftKey(id)))).toEqual([null, null, null]);
  });

  it('reads a draft of an editor that did not keep what it began from', () => {
    const { base: _none, ...older } = draft;
    localStorage.setItem(draftKey(6), JSON.stringify(older));
    expect(loadDraft(draftKey(6))).toEqual({ ...draft, base: null });
  });

  it('fills fields a draft of an older editor did not have', () => {
    const { publishAt: _gone, ...older } = draft.values;
    localStorage.setItem(draftKey(4), JSON.stringify({ ...draft, values: older }));
    expect(loadDraft(draftKey(4))).toEqual({ ...draft, values: { ...draft.values, publishAt: '' } });
  });

  it('checks another editor’s values with the reader it gives', () => {
    const read = (raw: unknown) => {
      const client = typeof raw === 'object' && raw !== null ? (raw as { client?: unknown }).client : undefined;
      return typeof client === 'string' ? { client } : null;
    };
    saveDraft('caseStudyDraft:3', { ...draft, values: { client: 'Bistro' }, base: null });
    expect(loadDraft('caseStudyDraft:3', read)?.values).toEqual({ client: 'Bistro' });
    saveDraft('caseStudyDraft:4', { ...draft, values: { client: 4 }, base: null });
    expect(loadDraft('caseStudyDraft:4', read)).toBeNull();
  });

  it('says so when the browser will not keep it', () => {
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(saveDraft(draftKey(5), draft)).toBe(false);
  });
});
