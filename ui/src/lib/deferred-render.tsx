// Parts of a page below the fold, rendered after the first paint in short slices (a few parts per
// task, one task per frame), so that no single main-thread task builds and lays out the whole page
// (the home page's Total Blocking Time on a slow phone). Parts may nest: a part's inner parts come
// right after it, so the page fills in top to bottom.
//
// Only the render of a page being loaded afresh is split up: a link to a section (#contact), a
// reload or Back (which restore a scroll position) and moves within the app render everything at
// once. The app's first render counts as the page loading even when it comes after the load
// event (it waits for the page's language: main.tsx). An in-page link, a scroll or a key press before every part is there shows the rest at
// once (`showDeferredNow`).

import type { ComponentChildren } from 'preact';
import { flushSync, useLayoutEffect, useState } from 'react';

/** How long one task may spend rendering parts before it yields to the browser. */
export const SLICE_MS = 4;

/** The setters of the parts still waiting, in page order. */
let waiting: (() => void)[] = [];
/** Where a part that mounts now joins the queue: inner parts of the part being shown go first. */
let insertAt: number | null = null;
/** Whether the app's first render is running (`firstRender`). */
let starting = false;
let scheduled = false;
let listening = false;

/**
 * True for the inner parts of a part being shown, and while a freshly opened page (no #section,
 * reload or Back) is loading: the only times parts wait.
 */
function mayDefer(): boolean {
  if (insertAt !== null) return true;
  if (typeof document === 'undefined' || (document.readyState === 'complete' && !starting) || window.location.hash) return false;
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return !entry || entry.type === 'navigate';
}

/** Runs `callback` in a task of its own after the next frame (without waiting in a hidden tab). */
function afterNextFrame(callback: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    setTimeout(callback, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(callback, 0));
}

/** Renders waiting parts, in order, for at most SLICE_MS (always at least one). */
function showSlice(): void {
  scheduled = false;
  const start = performance.now();
  do {
    const show = waiting.shift();
    if (!show) break;
    insertAt = 0;
    flushSync(show);
    insertAt = null;
  } while (performance.now() - start < SLICE_MS);
  if (waiting.length > 0) schedule();
  else stopListening();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  afterNextFrame(showSlice);
}

const EARLY_INPUT = ['scroll', 'keydown'] as const;

function onEarlyInput(): void {
  showDeferredNow();
}

function startListening(): void {
  if (listening) return;
  listening = true;
  for (const type of EARLY_INPUT) window.addEventListener(type, onEarlyInput, { passive: true });
}

function stopListening(): void {
  if (!listening) return;
  listening = false;
  for (const type of EARLY_INPUT) window.removeEventListener(type, onEarlyInput);
}

/** Runs the app's first render: its parts wait as a page being loaded's do, whether or not the
 * page's load event has fired meanwhile. */
export function firstRender(render: () => void): void {
  starting = true;
  try {
    render();
  } finally {
    starting = false;
  }
}

/** Renders every waiting part now, inner parts included, synchronously; false when none was waiting. */
export function showDeferredNow(): boolean {
  if (waiting.length === 0) return false;
  // Rounds, because showing a part mounts its inner parts, which queue up in turn.
  while (waiting.length > 0) {
    const all = waiting;
    waiting = [];
    flushSync(() => {
      for (const show of all) show();
    });
  }
  stopListening();
  return true;
}

/** Its children, at once or (on a fresh visit to the top of the page) a few frames later. */
export function Deferred({ children }: { children: ComponentChildren }) {
  const [shown, setShown] = useState(() => !mayDefer());
  // A layout effect runs as the page is committed, so parts queue up in page order.
  useLayoutEffect(() => {
    if (shown) return;
    const show = () => setShown(true);
    if (insertAt === null) waiting.push(show);
    else waiting.splice(insertAt++, 0, show);
    startListening();
    schedule();
    return () => {
      waiting = waiting.filter((s) => s !== show);
    };
  }, []);
  return shown ? <>{children}</> : null;
}
