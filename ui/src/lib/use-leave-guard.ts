// Leaving a page with unsaved work asks first. A reload, a closed tab or another site gets the
// browser's own question (beforeunload); a link inside the app and Back or Forward are held, and
// `pending` says where the visitor was going until the page's dialog answers `stay` or `leave`.
// wouter has no navigation blocker: links are caught before they act (a capturing click listener)
// and a history step is undone before the router hears of it (a capturing popstate listener).

import { useEffect, useRef, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';

const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** The in-app address a click on `event.target` would open, or null when the browser should
 * handle the click (another tab, a download, another site, a jump on the same page). */
function linkTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null;
  }
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** While `active`, a reload, a closed tab or another site gets the browser's question first: for
 * work that is still being sent as well as for work not yet saved. */
export function useAskBeforeUnload(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chrome before 119 asks only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}

export function useLeaveGuard(active: boolean) {
  useAskBeforeUnload(active);
  const [pending, setPending] = useState<string | null>(null);
  // The page's own address, to step back to when Back has already changed it.
  const page = useRef(here());
  useEffect(() => {
    page.current = here();
  });

  useEffect(() => {
    if (!active) return;
    const onClick = (event: MouseEvent) => {
      const to = linkTarget(event);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(to);
    };
    const onPopState = (event: PopStateEvent) => {
      const to = here();
      if (window.location.pathname === new URL(page.current, window.location.href).pathname) return;
      // Capturing listeners at the window run before the router's: it never sees this step.
      event.stopImmediatePropagation();
      window.history.pushState(null, '', page.current);
      setPending(to);
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState, true);
    };
  }, [active]);

  return {
    /** Where the visitor asked to go, while the page asks whether to leave. */
    pending,
    stay: () => setPending(null),
    /** Goes where the visitor asked to (the caller drops its unsaved work first). */
    leave: () => {
      setPending(null);
      if (pending !== null) navigate(pending);
    },
  };
}
