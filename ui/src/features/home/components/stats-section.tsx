// The stats band (docs/PRODUCT.md §1): the page's band in the theme's colour, the site content's figures. A
// figure that is a number (`10K+`) counts up once when the band comes into view; any other text
// (`4.9★`) shows as it is. Each figure's final text is laid out invisibly under the moving one, so
// counting never changes the layout.

import { useRef } from 'react';
import { t } from '@/i18n/page';
import type { Stat } from '@/types/site-content';
import { counterText, parseCounter, staggeredCountAt, useCountUpClock } from '../count-up';

/** The grid of wide screens by its number of columns. */
const WIDE_COLUMNS: Record<number, string> = { 1: 'lg:grid-cols-1', 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' };

export interface StatsSectionProps {
  stats: readonly Stat[];
}

export function StatsSection({ stats }: StatsSectionProps) {
  const band = useRef<HTMLElement>(null);
  const elapsed = useCountUpClock(band, stats.length);
  if (stats.length === 0) return null;
  // One row of up to four; five and six in rows of three.
  const columns = stats.length === 4 ? 4 : Math.min(stats.length, 3);
  return (
    <section ref={band} aria-label={t('home.statsLabel')} class="bg-main text-on-main">
      <div class={`shell grid grid-cols-2 gap-x-6 gap-y-10 py-14 sm:py-20 ${WIDE_COLUMNS[columns]}`}>
        {stats.map((stat, index) => {
          const counter = parseCounter(stat.value);
          const shown = counter ? counterText(stat.value, counter, staggeredCountAt(elapsed, index, counter.target)) : stat.value;
          return (
            <div key={index} class="flex flex-col gap-3 border-t border-current/25 pt-5">
              <p class="grid font-display text-[clamp(3rem,2.2rem+3.4vw,5.5rem)] leading-none font-bold tracking-[-0.045em] tabular-nums">
                <span aria-hidden="true" class="invisible col-start-1 row-start-1">
                  {stat.value}
                </span>
                <span data-testid="stat-value" aria-hidden="true" class="col-start-1 row-start-1">
                  {shown}
                </span>
                <span class="sr-only">{stat.value}</span>
              </p>
              <p class="text-sm font-medium tracking-[0.12em] uppercase">{stat.label}</p>
            </div>
          );
        })}
      </div>
    </section>
  );
}
