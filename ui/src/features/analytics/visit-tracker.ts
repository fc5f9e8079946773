// Visit tracking (docs/PRODUCT.md §4, docs/DESIGN.md "Insights instead of fixed numbers"): a page
// view sends {page, referrer}, the page with its query string (the server reads
// utm_source/utm_campaign from it) and where the visitor came from; leaving a page for another one in the app sends the page left with the time spent
// there; leaving the site (pagehide, or the tab hidden) sends the current page with its time
// through navigator.sendBeacon, which survives the unload. Time spent while the tab is hidden is
// not counted. Failures are only logged.

export const VISIT_ENDPOINT = '/api/analytics/visit';

export interface VisitRecord {
  page: string;
  /** On views only: document.referrer for the page load, "" when none. */
  referrer?: string;
  visitDuration?: number;
}

export interface TrackerDeps {
  /** An ordinary request, for views and in-app page changes. */
  send: (record: VisitRecord) => Promise<unknown>;
  /** A request that outlives the page, for unloads. */
  beacon: (record: VisitRecord) => void;
  now: () => number;
  /** The page load's document.referrer. */
  referrer: string;
  /** This site's origin: an in-app view's referrer is the page before it, as a page load's would be. */
  origin: string;
}

export interface VisitTracker {
  /** The visitor is on `page` (first load or in-app navigation). */
  view(page: string): void;
  /** The visitor left the tracked pages for an untracked screen (the admin area). */
  leave(): void;
  /** The tab was hidden or the page is unloading. */
  hide(): void;
  /** The tab is visible again. */
  show(): void;
}

export function createVisitTracker({ send, beacon, now, referrer, origin }: TrackerDeps): VisitTracker {
  let current: string | null = null;
  let last: string | null = null;
  let since = 0;
  let hidden = false;

  const post = (record: VisitRecord) => {
    send(record).catch((error: unknown) => console.error('Visit tracking failed', error));
  };
  const spent = () => Math.max(0, Math.round(now() - since));

  return {
    view(page) {
      if (page === current) return;
      if (current !== null && !hidden) post({ page: current, visitDuration: spent() });
      // The server counts a referrer on this site as direct: only the landing page names a source.
      post({ page, referrer: last === null ? referrer : origin + last });
      current = last = page;
      since = now();
      hidden = false;
    },
    leave() {
      if (current !== null && !hidden) post({ page: current, visitDuration: spent() });
      current = null;
    },
    hide() {
      if (current === null || hidden) return;
      try {
        beacon({ page: current, visitDuration: spent() });
      } catch (error) {
        console.error('Visit tracking failed', error);
      }
      hidden = true;
    },
    show() {
      if (!hidden) return;
      hidden = false;
      since = now();
    },
  };
}

/** navigator.sendBeacon with a JSON body; a keepalive fetch where beacons are unavailable or refused. */
export function sendBeacon(record: VisitRecord): void {
  const body = JSON.stringify(record);
  const queued =
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(VISIT_ENDPOINT, new Blob([body], { type: 'application/json' }));
  if (!queued) {
    void fetch(VISIT_ENDPOINT, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
    }).catch((error: unknown) => console.error('Visit tracking failed', error));
  }
}
