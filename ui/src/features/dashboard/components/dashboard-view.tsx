// The dashboard (docs/PRODUCT.md §2, issue #17): the content counts with what the last 30 days added, the
// website metrics with real trends, the traffic of the last 7, 30 or 90 days, the activity log and
// quick actions. Counts come from /api/admin/dashboard; trends and traffic from the insights.

import { ArrowUpRight, Briefcase, Eye, Inbox, PenLine, RefreshCw, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Panel, StatePanel } from '@/components/ui/panel';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useActivity } from '../api/activity';
import { useDashboard } from '../api/dashboard';
import { type Range, useInsights } from '../api/insights';
import { ActivityLog } from './activity-log';
import { CountCards } from './count-cards';
import { InsightsSection } from './insights-section';
import { WebsiteMetrics } from './website-metrics';

const QUICK_ACTIONS = [
  { label: 'Manage services', href: paths.admin.services, icon: Sparkles },
  { label: 'Manage projects', href: paths.admin.projects, icon: Briefcase },
  { label: 'Write a blog post', href: paths.admin.blogPostNew, icon: PenLine },
  { label: 'Read contact inquiries', href: paths.admin.contactSubmissions, icon: Inbox },
  { label: 'Preview the live content', href: paths.admin.contentPreview, icon: Eye },
] as const;

export function DashboardView() {
  const dashboard = useDashboard();
  const [range, setRange] = useState<Range>(30);
  const insights = useInsights(range);
  const activity = useActivity();
  const refreshing = dashboard.isFetching || insights.isFetching || activity.isFetching;

  function refresh() {
    void dashboard.refetch();
    void insights.refetch();
    void activity.refetch();
  }

  return (
    <>
      <PageHeader
        title="Dashboard"
        description="An overview of the site's content, visits and inquiries."
        actions={
          <Button variant="secondary" size="sm" onClick={refresh} disabled={refreshing}>
            <RefreshCw size={14} aria-hidden="true" class={refreshing ? 'animate-spin motion-reduce:animate-none' : ''} />
            Refresh
          </Button>
        }
      />

      {dashboard.isError && (
        <div class="mb-6">
          <StatePanel tone="error" role="alert" title="Could not load the dashboard">
            {errorMessage(dashboard.error, dashboard.error.message)}
          </StatePanel>
        </div>
      )}

      <CountCards counts={dashboard.data?.counts} trends={insights.data?.trends} busy={dashboard.isPending} />

      <div class="mt-6">
        <WebsiteMetrics dashboard={dashboard.data} insights={insights.data} />
      </div>

      <InsightsSection insights={insights} range={range} onRange={setRange} />

      <div class="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <ActivityLog activity={activity} />

        <Panel class="self-start">
          <h2 class="border-b border-line px-4 py-3 font-sans text-sm font-semibold">Quick Actions</h2>
          <ul class="p-2">
            {QUICK_ACTIONS.map((action) => {
              const Icon = action.icon;
              return (
                <li key={action.label}>
                  <Link
                    href={action.href}
                    class="flex items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm text-ink transition hover:bg-white/5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-main"
                  >
                    <Icon size={15} aria-hidden="true" class="text-main" />
                    {action.label}
                  </Link>
                </li>
              );
            })}
            <li>
              <a
                href={paths.home}
                target="_blank"
                rel="noopener"
                class="flex items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm text-ink transition hover:bg-white/5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-main"
              >
                <ArrowUpRight size={15} aria-hidden="true" class="text-main" />
                Open the public site<span class="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </Panel>
      </div>
    </>
  );
}
