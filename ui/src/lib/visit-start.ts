// Where a visit started, for the inquiry it may lead to (issue #31): its first page (path and
// query, campaign tags included) and the other site that sent the visitor there. Kept in the tab's
// sessionStorage only (gone when the tab closes; no cookie; nothing leaves the browser unless an
// inquiry is sent, see features/contact/visit-source); when storage is unavailable nothing is kept
// and nothing fails. In the entry bundle, within its 40 KB budget: as small as it can be.

export const VISIT_START_KEY = 'visit';

/** What is kept: the first page, and the referrer ("" when the visit came from no other site). */
export type VisitStart = [landingPage: string, referrer: string];

/** Keeps the visit's start on its first page; its later pages leave it as it is. */
export function rememberVisitStart(): void {
  try {
    const referrer = document.referrer;
    const start: VisitStart = [
      location.pathname + location.search,
      referrer.startsWith(location.origin + '/') ? '' : referrer,
    ];
    // Storage's named properties: `??=` writes only on the visit's first page, in fewer bytes.
    sessionStorage[VISIT_START_KEY] ??= JSON.stringify(start);
  } catch {
    // Storage refused (private browsing, blocked): the inquiry goes without its source.
  }
}
