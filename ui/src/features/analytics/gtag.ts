// The third-party analytics tag (docs/PRODUCT.md §1, §2, §7), only when the owner set a measurement
// id (docs/DESIGN.md, "Decisions"): without one nothing is loaded and every call here does nothing.
// Three seconds after load it reports the page-load time and the largest contentful paint; the
// visitor's first interaction (a tap, click or key) is reported once, as the engagement signal of
// docs/PRODUCT.md §7.

export const GTAG_ORIGIN = 'https://www.googletagmanager.com';
export const METRICS_DELAY_MS = 3000;

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let started = false;

function gtag(...args: unknown[]): void {
  window.gtag?.(...args);
}

/** Loads gtag.js for `measurementId` (once); a no-op for an empty id. */
export function startAnalytics(measurementId: string): void {
  const id = measurementId.trim();
  if (!id || started) return;
  started = true;

  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtagShim() {
    // gtag.js reads the `arguments` object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  gtag('js', new Date());
  gtag('config', id);

  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);

  reportLoadMetrics();
  reportFirstInteraction();
}

const INTERACTIONS = ['pointerdown', 'keydown'] as const;

function reportFirstInteraction(): void {
  const report = (event: Event) => {
    for (const type of INTERACTIONS) window.removeEventListener(type, report, true);
    gtag('event', 'user_interaction', { event_category: 'engagement', event_label: event.type });
  };
  for (const type of INTERACTIONS) window.addEventListener(type, report, { capture: true, passive: true });
}

function reportLoadMetrics(): void {
  let lcp = 0;
  try {
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      if (last) lcp = last.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // No LCP in this browser: only the load time is reported.
  }
  const report = () => {
    setTimeout(() => {
      const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const loadTime = nav ? nav.loadEventEnd || nav.domContentLoadedEventEnd : performance.now();
      gtag('event', 'page_load_time', { value: Math.round(loadTime), event_category: 'performance' });
      if (lcp) gtag('event', 'LCP', { value: Math.round(lcp), event_category: 'performance' });
    }, METRICS_DELAY_MS);
  };
  if (document.readyState === 'complete') report();
  else window.addEventListener('load', report, { once: true });
}

/** A lead came in through the contact form. */
export function trackConversion(): void {
  gtag('event', 'conversion', { event_category: 'contact', event_label: 'contact_form' });
}
