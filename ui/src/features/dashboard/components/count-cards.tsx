// The content counts (docs/PRODUCT.md §2), each linking to its manager, with what the last 30 days added
// (issue #17: real numbers instead of the fixed trend labels of the first version). The blog's
// card, which has no trend from the server, says what it counts instead.

import {
  ArrowUpRight,
  Briefcase,
  Images,
  MessageSquareQuote,
  Newspaper,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import type { DashboardData } from '../api/dashboard';
import type { Insights } from '../api/insights';
import { formatCount } from '../format';
import { contentTrend } from '../trends';
import { TrendText } from './trend-text';

type TrendKey = 'services' | 'projects' | 'testimonials' | 'clientLogos';

interface CountCard {
  key: keyof Omit<DashboardData['counts'], 'unreadSubmissions'>;
  label: string;
  href: string;
  /** The trend this card shows, or a note for a card the server has no trend for. */
  trend: TrendKey | { note: string };
  icon: LucideIcon;
}

export const COUNT_CARDS: readonly CountCard[] = [
  { key: 'services', label: 'Services', href: paths.admin.services, trend: 'services', icon: Sparkles },
  { key: 'projects', label: 'Projects', href: paths.admin.projects, trend: 'projects', icon: Briefcase },
  { key: 'testimonials', label: 'Testimonials', href: paths.admin.testimonials, trend: 'testimonials', icon: MessageSquareQuote },
  { key: 'clientLogos', label: 'Client Logos', href: paths.admin.clientLogos, trend: 'clientLogos', icon: Images },
  { key: 'posts', label: 'Blog Posts', href: paths.admin.blogPosts, trend: { note: 'Drafts and scheduled included' }, icon: Newspaper },
];

export function Value({ value }: { value: number | undefined }) {
  return value === undefined ? <span class="text-muted">—</span> : <>{formatCount(value)}</>;
}

export function CountCards({
  counts,
  trends,
  busy,
}: {
  counts: DashboardData['counts'] | undefined;
  /** Undefined while the insights load (or when they failed): the cards then show no trend. */
  trends: Insights['trends'] | undefined;
  busy: boolean;
}) {
  return (
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
                <span class="font-display text-3xl font-semibold tabular-nums" aria-busy={busy}>
                  <Value value={counts?.[card.key]} />
                </span>
                <span class="flex items-center gap-1.5 text-xs text-muted">
                  {typeof card.trend === 'object' ? (
                    card.trend.note
                  ) : trends ? (
                    <TrendText trend={contentTrend(trends[card.trend])} />
                  ) : null}
                  <ArrowUpRight size={14} aria-hidden="true" class="ml-auto shrink-0 opacity-0 transition group-hover:opacity-100" />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
