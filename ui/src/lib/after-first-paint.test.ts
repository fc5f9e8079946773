import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A browser's paint timing: `paint(name)` reports a paint to every observer of 'paint'. */
function fakePaintTiming() {
  const observers = new Set<(entries: { name: string }[]) => void>();
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'resource'];
    constructor(private readonly callback: (list: { getEntries: () => { name: string }[] }) => void) {}
    observe() {
      observers.add(this.notify);
    }
    disconnect() {
      observers.delete(this.notify);
    }
    private notify = (entries: { name: string }[]) => this.callback({ getEntries: () => entries });
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint: (name: string) => {
      for (const notify of [...observers]) notify([{ name }]);
    },
    observed: () => observers.size,
  };
}

/** A browser's idle callbacks, run by hand. */
function fakeIdle() {
  const waiting: { callback: () => void; timeout?: number }[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout?: number }) => {
    waiting.push({ callback, timeout: options?.timeout });
    return waiting.length;
  });
  return {
    waiting,
    runIdle: () => {
      for (const { callback } of waiting.splice(0)) callback();
    },
  };
}

/** A fresh page: the module keeps its first paint for the page's whole life. */
async function freshPage() {
  vi.resetModules();
  const { afterFirstPaint, IDLE_TIMEOUT_MS, MAX_WAIT_MS } = await import('./after-first-paint');
  let done = false;
  const wait = afterFirstPaint().then(() => {
    done = true;
  });
  const settle = async () => {
    await vi.advanceTimersByTimeAsync(0);
    return done;
  };
  return { afterFirstPaint, wait, settle, IDLE_TIMEOUT_MS, MAX_WAIT_MS };
}

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the first contentful paint, then for an idle moment', async () => {
    const timing = fakePaintTiming();
    const idle = fakeIdle();
    const page = await freshPage();

    timing.paint('first-paint');
    expect(await page.settle()).toBe(false);
    expect(idle.waiting).toHaveLength(0);

    timing.paint('first-contentful-paint');
    expect(await page.settle()).toBe(false);
    expect(idle.waiting).toEqual([expect.objectContaining({ timeout: page.IDLE_TIMEOUT_MS })]);
    expect(timing.observed()).toBe(0);

    idle.runIdle();
    expect(await page.settle()).toBe(true);
  });

  it('is settled at once ever after, and for every caller', async () => {
    const timing = fakePaintTiming();
    const idle = fakeIdle();
    const page = await freshPage();
    const second = page.afterFirstPaint();
    timing.paint('first-contentful-paint');
    idle.runIdle();
    await page.wait;
    await second;
    expect(page.afterFirstPaint()).toBe(second);
  });

  it('goes at once in a tab opened in the background, which does not paint', async () => {
    fakePaintTiming();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const page = await freshPage();
    expect(await page.settle()).toBe(true);
  });

  it('goes when the visitor hides the tab or leaves before the first paint', async () => {
    fakePaintTiming();
    let page = await freshPage();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await page.settle()).toBe(true);

    visibility.mockReturnValue('visible');
    page = await freshPage();
    window.dispatchEvent(new Event('pagehide'));
    expect(await page.settle()).toBe(true);
  });

  it('waits for the load event where the browser has no paint timing', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const page = await freshPage();
    expect(await page.settle()).toBe(false);

    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(await page.settle()).toBe(true);
  });

  it('never waits longer than MAX_WAIT_MS, should no paint be reported', async () => {
    fakePaintTiming();
    const page = await freshPage();
    await vi.advanceTimersByTimeAsync(page.MAX_WAIT_MS - 1);
    expect(await page.settle()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await page.settle()).toBe(true);
  });
});
