import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberVisitStart, VISIT_START_KEY } from './visit-start';

function visit(path: string, referrer: string) {
  window.history.replaceState(null, '', path);
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
  rememberVisitStart();
}

const kept = () => JSON.parse(sessionStorage.getItem(VISIT_START_KEY) ?? 'null');

describe('where a visit started', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the first page with its query and the other site that sent the visitor, in sessionStorage only', () => {
    visit('/blog/reels-that-sell?utm_source=instagram&utm_campaign=spring#top', 'https://l.instagram.com/');
    expect(kept()).toEqual(['/blog/reels-that-sell?utm_source=instagram&utm_campaign=spring', 'https://l.instagram.com/']);
    expect(localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });

  it("keeps the visit's first page when the visitor goes on to others", () => {
    visit('/blog/reels-that-sell', 'https://www.google.com/');
    visit('/es/contacto', `${location.origin}/blog/reels-that-sell`);
    expect(kept()).toEqual(['/blog/reels-that-sell', 'https://www.google.com/']);
  });

  it('keeps no referrer from this site itself', () => {
    visit('/', `${location.origin}/about`);
    expect(kept()).toEqual(['/', '']);
  });

  it('keeps nothing, and throws nothing, when storage is refused or unavailable', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('QuotaExceededError');
      },
    };
    vi.spyOn(window, 'sessionStorage', 'get').mockReturnValue(full as unknown as Storage);
    expect(() => visit('/', '')).not.toThrow();
    vi.restoreAllMocks();
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    expect(() => visit('/', '')).not.toThrow();
    vi.restoreAllMocks();
    expect(sessionStorage.length).toBe(0);
  });
});
