// The site's figures beside the content: visits and inquiries of the last 30 days against the 30
// before (issue #17), all-time and today's visits, and the unread inquiries.

import type { ComponentChildren } from 'preact';
import { Link } from 'wouter';
import { Panel } from '@/components/ui/panel';
import { paths } from '@/config/paths';
import type { DashboardData } from '../api/dashboard';
import type { Insights } from '../api/insights';
import { changeTrend, hasEarlierHistory, TREND_DAYS } from '../trends';
import { Value } from './count-cards';
import { TrendText } from './trend-text';

function Figure({ label, children, note }: { label: string; children: ComponentChildren; note?: ComponentChildren }) {
  return (
    <div class="grow basis-1/2 border-t border-l border-line px-4 py-3 sm:basis-1/3 lg:basis-0">
      <dt class="text-xs text-muted">{label}</dt>
      <dd class="mt-1 text-xl font-semibold tabular-nums">{children}</dd>
      {note && <dd class="mt-0.5 text-xs">{note}</dd>}
    </div>
  );
}

export function WebsiteMetrics({
  dashboard,
  insights,
}: {
  dashboard: DashboardData | undefined;
  insights: Insights | undefined;
}) {
  const trends = insights?.trends;
  const today = insights?.days.at(-1)?.date;
  const earlier = !!today && hasEarlierHistory(trends?.historySince, today);
  return (
    <Panel>
      <h2 class="border-b border-line px-4 py-3 font-sans text-sm font-semibold">Website Metrics</h2>
      {/* Cells draw their top and left borders; the outer ones are clipped, leaving lines between. */}
      <div class="overflow-hidden">
        <dl class="-mt-px -ml-px flex flex-wrap">
          <Figure
            label={`Visits, last ${TREND_DAYS} days`}
            note={trends && <TrendText trend={changeTrend(trends.visits, earlier)} />}
          >
            <Value value={trends?.visits.current} />
          </Figure>
          <Figure
            label={`Inquiries, last ${TREND_DAYS} days`}
            note={trends && <TrendText trend={changeTrend(trends.inquiries, earlier)} />}
          >
            <Value value={trends?.inquiries.current} />
          </Figure>
          <Figure label="Total visits">
            <Value value={dashboard?.analytics.totalVisits} />
          </Figure>
          <Figure label="Today's visits">
            <Value value={dashboard?.analytics.todayVisits} />
          </Figure>
          <Figure label="Unread messages">
            <Link
              href={paths.admin.contactSubmissions}
              class={`hover:underline ${dashboard?.counts.unreadSubmissions ? 'text-main-ink' : ''}`}
            >
              <Value value={dashboard?.counts.unreadSubmissions} />
              <span class="sr-only"> unread messages: open Contact Inquiries</span>
            </Link>
          </Figure>
        </dl>
      </div>
    </Panel>
  );
}
