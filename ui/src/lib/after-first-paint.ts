// Requests a visitor never waits for (the visit count, the footer's visit counter) start once the
// page has shown its content: after the browser's first contentful paint, at its next idle moment.
// Until then the connection and the main thread belong to what the page shows: on a phone's slow
// link those two API calls otherwise share it with the fonts and the cover image, and the page's
// largest paint came ~0.1 s later (Lighthouse, /blog and an article).
//
// A tab opened in the background paints only once it is shown, and a visitor may leave before the
// first paint: a hidden tab or a page being left lets the requests go at once. A browser without
// paint timing waits for the load event instead; none waits longer than MAX_WAIT_MS.

/** How long an idle moment is waited for after the first paint. */
export const IDLE_TIMEOUT_MS = 1000;
/** The longest wait of all, should a paint never be reported. */
export const MAX_WAIT_MS = 5000;

const FIRST_PAINT = 'first-contentful-paint';

let settled: Promise<void> | null = null;

function supportsPaintTiming(): boolean {
  return typeof PerformanceObserver === 'function' && !!PerformanceObserver.supportedEntryTypes?.includes('paint');
}

function waitForFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const cleanups: (() => void)[] = [];
    const finish = () => {
      for (const cleanup of cleanups.splice(0)) cleanup();
      resolve();
    };
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(finish, { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(finish, 0);
    };

    if (document.visibilityState === 'hidden') return finish();
    const onHidden = () => {
      if (document.visibilityState === 'hidden') finish();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', finish);
    const ceiling = setTimeout(finish, MAX_WAIT_MS);
    cleanups.push(
      () => document.removeEventListener('visibilitychange', onHidden),
      () => window.removeEventListener('pagehide', finish),
      () => clearTimeout(ceiling),
    );

    if (supportsPaintTiming()) {
      // `buffered` replays a paint that happened before this call.
      const observer = new PerformanceObserver((list) => {
        if (!list.getEntries().some((entry) => entry.name === FIRST_PAINT)) return;
        observer.disconnect();
        whenIdle();
      });
      observer.observe({ type: 'paint', buffered: true });
      cleanups.push(() => observer.disconnect());
    } else if (document.readyState === 'complete') {
      whenIdle();
    } else {
      window.addEventListener('load', whenIdle, { once: true });
      cleanups.push(() => window.removeEventListener('load', whenIdle));
    }
  });
}

/** Resolves once this page has painted its content and the browser is idle; at once ever after. */
export function afterFirstPaint(): Promise<void> {
  settled ??= waitForFirstPaint();
  return settled;
}
