// The dashboard (SPEC.md §2): count cards linking to the managers with their fixed trend labels
// (the blog's card, which SPEC.md does not have, says what it counts instead), a hard-coded
// recent-activity list, the website metrics and quick actions.

import {
  ArrowUpRight,
  Briefcase,
  Eye,
  Images,
  Inbox,
  MessageSquareQuote,
  Newspaper,
  PenLine,
  RefreshCw,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Panel, StatePanel } from '@/components/ui/panel';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { type DashboardData, useDashboard } from '../api/dashboard';

interface CountCard {
  key: keyof Omit<DashboardData['counts'], 'unreadSubmissions'>;
  label: string;
  href: string;
  /** Fixed labels (SPEC.md §9); a note instead for a card SPEC.md does not have. */
  trend: string | { note: string };
  icon: LucideIcon;
}

export const COUNT_CARDS: readonly CountCard[] = [
  { key: 'services', label: 'Services', href: paths.admin.services, trend: '+5%', icon: Sparkles },
  { key: 'projects', label: 'Projects', href: paths.admin.projects, trend: '+12%', icon: Briefcase },
  { key: 'testimonials', label: 'Testimonials', href: paths.admin.testimonials, trend: '+3%', icon: MessageSquareQuote },
  { key: 'clientLogos', label: 'Client Logos', href: paths.admin.clientLogos, trend: '+8%', icon: Images },
  { key: 'posts', label: 'Blog Posts', href: paths.admin.blogPosts, trend: { note: 'Drafts and scheduled included' }, icon: Newspaper },
];

/** Hard-coded, as the spec asks. */
const RECENT_ACTIVITY = [
  { text: 'New contact inquiry received', detail: 'Contact form', when: '2 hours ago' },
  { text: 'Service “UGC Packages” updated', detail: 'Services', when: '5 hours ago' },
  { text: 'New project added to the portfolio', detail: 'Projects', when: '1 day ago' },
  { text: 'Client story published', detail: 'Testimonials', when: '2 days ago' },
  { text: 'Client logo added to the marquee', detail: 'Client Logos', when: '3 days ago' },
] as const;

const QUICK_ACTIONS = [
  { label: 'Manage services', href: paths.admin.services, icon: Sparkles },
  { label: 'Manage projects', href: paths.admin.projects, icon: Briefcase },
  { label: 'Write a blog post', href: paths.admin.blogPostNew, icon: PenLine },
  { label: 'Read contact inquiries', href: paths.admin.contactSubmissions, icon: Inbox },
  { label: 'Preview the live content', href: paths.admin.contentPreview, icon: Eye },
] as const;

const number = new Intl.NumberFormat('en-US');

function Value({ value }: { value: number | undefined }) {
  return value === undefined ? <span class="text-muted">—</span> : <>{number.format(value)}</>;
}

export function DashboardView() {
  const dashboard = useDashboard();
  const data = dashboard.data;

  return (
    <>
      <PageHeader
        title="Dashboard"
        description="An overview of the site's content, visits and inquiries."
        actions={
          <Button variant="secondary" size="sm" onClick={() => dashboard.refetch()} disabled={dashboard.isFetching}>
            <RefreshCw size={14} aria-hidden="true" class={dashboard.isFetching ? 'animate-spin' : ''} />
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

      <section aria-labelledby="content-counts">
        <h2 id="content-counts" class="sr-only">
          Content
        </h2>
        <ul class="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
          {COUNT_CARDS.map((card) => {
            const Icon = card.icon;
            return (
              <li key={card.key}>
                <Link
                  href={card.href}
                  class="group flex h-full flex-col gap-3 rounded-xl border border-line bg-surface p-4 transition hover:border-main/40 focus-visible:outline-2 focus-visible:outline-main"
                >
                  <span class="flex items-center justify-between text-sm text-muted">
                    {card.label}
                    <Icon size={16} aria-hidden="true" class="text-main/80" />
                  </span>
                  <span class="font-display text-3xl font-semibold tabular-nums" aria-busy={dashboard.isPending}>
                    <Value value={data?.counts[card.key]} />
                  </span>
                  <span class="flex items-center gap-1.5 text-xs text-muted">
                    {typeof card.trend === 'string' ? (
                      <>
                        <Badge tone="success">{card.trend}</Badge>
                        vs last month
                      </>
                    ) : (
                      card.trend.note
                    )}
                    <ArrowUpRight size={14} aria-hidden="true" class="ml-auto opacity-0 transition group-hover:opacity-100" />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <div class="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <Panel>
          <h2 class="border-b border-line px-4 py-3 font-sans text-sm font-semibold">Recent Activity</h2>
          <ul>
            {RECENT_ACTIVITY.map((entry) => (
              <li key={entry.text} class="flex items-start gap-3 border-b border-line px-4 py-3 last:border-b-0">
                <span aria-hidden="true" class="mt-1.5 size-1.5 shrink-0 rounded-full bg-main" />
                <div class="min-w-0 flex-1">
                  <p class="text-sm">{entry.text}</p>
                  <p class="text-xs text-muted">{entry.detail}</p>
                </div>
                <span class="shrink-0 text-xs whitespace-nowrap text-muted">{entry.when}</span>
              </li>
            ))}
          </ul>
        </Panel>

        <div class="flex flex-col gap-6">
          <Panel>
            <h2 class="border-b border-line px-4 py-3 font-sans text-sm font-semibold">Website Metrics</h2>
            <dl class="grid grid-cols-3 divide-x divide-line">
              <div class="px-4 py-3">
                <dt class="text-xs text-muted">Total visits</dt>
                <dd class="mt-1 text-xl font-semibold tabular-nums">
                  <Value value={data?.analytics.totalVisits} />
                </dd>
              </div>
              <div class="px-4 py-3">
                <dt class="text-xs text-muted">Today's visits</dt>
                <dd class="mt-1 text-xl font-semibold tabular-nums">
                  <Value value={data?.analytics.todayVisits} />
                </dd>
              </div>
              <div class="px-4 py-3">
                <dt class="text-xs text-muted">Unread messages</dt>
                <dd class="mt-1 text-xl font-semibold tabular-nums">
                  <Link
                    href={paths.admin.contactSubmissions}
                    class={`hover:underline ${data?.counts.unreadSubmissions ? 'text-main-ink' : ''}`}
                  >
                    <Value value={data?.counts.unreadSubmissions} />
                    <span class="sr-only"> unread messages: open Contact Inquiries</span>
                  </Link>
                </dd>
              </div>
            </dl>
          </Panel>

          <Panel>
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
      </div>
    </>
  );
}
