// Connects the page's visit tracker to the router and to the browser's unload events. One tracker
// lives for the page's whole life; public screens report their path while they are shown.

import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { createVisitTracker, sendBeacon, VISIT_ENDPOINT, type VisitTracker } from './visit-tracker';

let tracker: VisitTracker | null = null;

function pageTracker(): VisitTracker {
  if (tracker) return tracker;
  const created = createVisitTracker({
    send: (record) => api.post(VISIT_ENDPOINT, record),
    beacon: sendBeacon,
    now: () => performance.now(),
  });
  window.addEventListener('pagehide', () => created.hide());
  document.addEventListener('visibilitychange', () =>
    document.visibilityState === 'hidden' ? created.hide() : created.show(),
  );
  tracker = created;
  return created;
}

/** Counts a view of `page` while the calling screen is shown. */
export function useVisitTracking(page: string): void {
  useEffect(() => {
    const t = pageTracker();
    t.view(page);
    return () => t.leave();
  }, [page]);
}
