import { afterEach, describe, expect, it, vi } from 'vitest';

const tagScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager"]')];

describe('analytics tag', () => {
  afterEach(() => {
    tagScripts().forEach((s) => s.remove());
    delete window.gtag;
    delete window.dataLayer;
    vi.resetModules();
    vi.useRealTimers();
  });

  it('loads nothing without a measurement id, and conversions are no-ops', async () => {
    const { startAnalytics, trackConversion } = await import('./gtag');
    startAnalytics('');
    startAnalytics('   ');
    trackConversion();
    expect(tagScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it('loads gtag.js once for a measurement id, reports load metrics 3 s later and conversions', async () => {
    vi.useFakeTimers();
    const { startAnalytics, trackConversion, METRICS_DELAY_MS } = await import('./gtag');
    startAnalytics('G-TEST123');
    startAnalytics('G-TEST123');
    const scripts = tagScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    expect(scripts[0]!.async).toBe(true);

    const events = () => (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
    expect(events()).toContainEqual(['config', 'G-TEST123']);

    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(METRICS_DELAY_MS - 1);
    expect(events().some((e) => e[1] === 'page_load_time')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(events().some((e) => e[0] === 'event' && e[1] === 'page_load_time')).toBe(true);

    trackConversion();
    expect(events().at(-1)?.slice(0, 2)).toEqual(['event', 'conversion']);
  });
  it('reports the first interaction once, and nothing without a measurement id', async () => {
    const { startAnalytics } = await import('./gtag');
    window.dispatchEvent(new Event('pointerdown'));
    expect(window.dataLayer).toBeUndefined();
    startAnalytics('G-TEST123');
    const interactions = () =>
      (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)).filter((e) => e[1] === 'user_interaction');
    expect(interactions()).toHaveLength(0);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    window.dispatchEvent(new Event('pointerdown'));
    expect(interactions()).toEqual([['event', 'user_interaction', { event_category: 'engagement', event_label: 'keydown' }]]);
  });
});
