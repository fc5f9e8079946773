// Connects the page's visit tracker to the router and to the browser's unload events. One tracker
// lives for the page's whole life; public screens report their address while they are shown. Its
// requests wait for the page's first paint (lib/after-first-paint): the page's own files go first.

import { useEffect } from 'react';
import { afterFirstPaint } from '@/lib/after-first-paint';
import { api } from '@/lib/api-client';
import { createVisitTracker, sendBeacon, VISIT_ENDPOINT, type VisitTracker } from './visit-tracker';

let tracker: VisitTracker | null = null;

function pageTracker(): VisitTracker {
  if (tracker) return tracker;
  const created = createVisitTracker({
    send: (record) => afterFirstPaint().then(() => api.post(VISIT_ENDPOINT, record)),
    beacon: sendBeacon,
    now: () => performance.now(),
    referrer: document.referrer,
    origin: window.location.origin,
  });
  window.addEventListener('pagehide', () => created.hide());
  document.addEventListener('visibilitychange', () =>
    document.visibilityState === 'hidden' ? created.hide() : created.show(),
  );
  tracker = created;
  return created;
}

/**
 * Counts a view of `page` (the router's path) while the calling screen is shown. The query string
 * goes with it (a campaign's utm_source), the hash does not: it is a place on the page.
 */
export function useVisitTracking(page: string): void {
  useEffect(() => {
    const t = pageTracker();
    t.view(page + window.location.search);
    return () => t.leave();
  }, [page]);
}
