// The activity log (issue #17): who created, changed or deleted what, sign-ins, settings and new
// inquiries, newest first, each as a sentence with its time ("3 minutes ago", the exact time on
// hover and in <time datetime>). "Show older" fetches the next page and moves focus to its first
// entry, so keyboard and screen-reader users land on what they asked for.

import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Panel, StatePanel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import type { ActivityEntry, useActivity } from '../api/activity';
import { relativeTime } from '../relative-time';

/** How often the relative times are brought up to date. */
const TICK_MS = 30_000;

/** The present, renewed every TICK_MS while the log is shown. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** "alex changed Service “UGC Packages”"; a visitor (no actor) is "A visitor". */
function ActivitySentence({ entry }: { entry: ActivityEntry }) {
  return (
    <>
      <span class={entry.actor ? 'font-medium' : 'text-muted'}>{entry.actor || 'A visitor'}</span> {entry.action}
      {entry.subject && ` ${entry.subject}`}
    </>
  );
}

/** The dot before an entry: failures and deletions stand out from the rest. */
function dotClass(action: string): string {
  if (action === 'failed to log in' || action === 'deleted') return 'bg-danger';
  return 'bg-main';
}

export function ActivityLog({ activity }: { activity: ReturnType<typeof useActivity> }) {
  // Entries fetched after the last tick are no younger than their fetch.
  const now = Math.max(useNow(), activity.dataUpdatedAt);
  const list = useRef<HTMLOListElement>(null);
  const entries = activity.data?.pages.flatMap((page) => page.activity) ?? [];

  // The index of the first older entry, focused once it is on screen.
  const [focusAt, setFocusAt] = useState<number | null>(null);
  useEffect(() => {
    if (focusAt === null || entries.length <= focusAt) return;
    (list.current?.children[focusAt] as HTMLElement | undefined)?.focus();
    setFocusAt(null);
  }, [focusAt, entries.length]);

  async function showOlder() {
    if (activity.isFetchingNextPage) return;
    setFocusAt(entries.length);
    const result = await activity.fetchNextPage();
    // Nothing older after all (or an error): nothing to move to.
    if (!result.isSuccess || (result.data.pages.at(-1)?.activity.length ?? 0) === 0) setFocusAt(null);
  }

  return (
    <Panel>
      <h2 class="border-b border-line px-4 py-3 font-sans text-sm font-semibold">Recent Activity</h2>
      {activity.isPending ? (
        <div class="py-12 text-center">
          <Spinner label="Loading the activity" />
        </div>
      ) : activity.isError && entries.length === 0 ? (
        <div class="p-4">
          <StatePanel tone="error" role="alert" title="Could not load the activity">
            {errorMessage(activity.error, activity.error.message)}
          </StatePanel>
        </div>
      ) : entries.length === 0 ? (
        <p class="px-4 py-6 text-sm text-muted">
          Nothing has happened yet. Sign-ins, changes to the site and new inquiries will be listed here.
        </p>
      ) : (
        <>
          <ol ref={list} aria-label="Activity, newest first">
            {entries.map((entry) => (
              <li
                key={entry.id}
                tabIndex={-1}
                class="flex items-start gap-3 border-b border-line px-4 py-3 outline-none last:border-b-0 focus-visible:bg-white/[0.03]"
              >
                <span aria-hidden="true" class={`mt-1.5 size-1.5 shrink-0 rounded-full ${dotClass(entry.action)}`} />
                <p class="min-w-0 flex-1 text-sm break-words">
                  <ActivitySentence entry={entry} />
                </p>
                <time
                  dateTime={entry.at}
                  title={formatDateTime(entry.at)}
                  class="shrink-0 text-xs whitespace-nowrap text-muted"
                >
                  {relativeTime(entry.at, now)}
                </time>
              </li>
            ))}
          </ol>
          <div class="flex items-center justify-between gap-3 border-t border-line px-4 py-3">
            {activity.isFetchNextPageError ? (
              <p role="alert" class="text-xs text-danger">
                {errorMessage(activity.error, 'Could not load older entries.')}
              </p>
            ) : (
              <p class="text-xs text-muted">
                {activity.hasNextPage ? `The ${entries.length} newest entries.` : 'The whole log: entries are kept 180 days.'}
              </p>
            )}
            {activity.hasNextPage && (
              // Not disabled while loading: that would drop the keyboard focus it holds.
              <Button variant="secondary" size="xs" onClick={() => void showOlder()} aria-busy={activity.isFetchingNextPage}>
                Show older
              </Button>
            )}
          </div>
        </>
      )}
    </Panel>
  );
}
