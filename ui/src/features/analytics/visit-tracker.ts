// Visit tracking (SPEC.md §4): a page view sends {page}; leaving a page for another one in the app
// sends the page left with the time spent there; leaving the site (pagehide, or the tab hidden)
// sends the current page with its time through navigator.sendBeacon, which survives the unload.
// Time spent while the tab is hidden is not counted. Failures are only logged.

export const VISIT_ENDPOINT = '/api/analytics/visit';

export interface VisitRecord {
  page: string;
  visitDuration?: number;
}

export interface TrackerDeps {
  /** An ordinary request, for views and in-app page changes. */
  send: (record: VisitRecord) => Promise<unknown>;
  /** A request that outlives the page, for unloads. */
  beacon: (record: VisitRecord) => void;
  now: () => number;
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

export function createVisitTracker({ send, beacon, now }: TrackerDeps): VisitTracker {
  let current: string | null = null;
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
      current = page;
      since = now();
      hidden = false;
      post({ page });
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
