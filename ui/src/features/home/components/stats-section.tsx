// The stats band (SPEC.md §1): the site content's figures, the last one in the accent colour. A
// figure that is a number (`10K+`) counts up once when the band comes into view; any other text
// (`4.9★`) shows as it is. Each figure's final text is laid out invisibly under the moving one, so
// counting never changes the layout.

import { useRef } from 'react';
import type { Stat } from '@/types/site-content';
import { HOME_COPY } from '../copy';
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
    <section ref={band} aria-label={HOME_COPY.statsLabel} class="relative border-y border-line bg-white/[0.015]">
      <div
        class={`shell grid grid-cols-1 divide-y divide-line sm:divide-y-0 ${stats.length > 1 ? 'sm:grid-cols-2' : ''} ${WIDE_COLUMNS[columns]}`}
      >
        {stats.map((stat, index) => {
          const counter = parseCounter(stat.value);
          const shown = counter ? counterText(stat.value, counter, staggeredCountAt(elapsed, index, counter.target)) : stat.value;
          const last = index === stats.length - 1;
          // Rules between the figures of a row, none at its ends.
          const rowEnd = last || (index + 1) % columns === 0;
          const edges = `${index % columns === 0 ? 'lg:pl-0' : ''} ${rowEnd ? 'lg:pr-0' : 'lg:border-r lg:border-line'}`;
          return (
            <div key={index} class={`flex flex-col gap-3 py-10 sm:py-14 lg:px-8 ${edges}`}>
              <p
                class={`grid font-display text-[clamp(3.25rem,2.4rem+3vw,5rem)] leading-none font-semibold tracking-[-0.04em] tabular-nums ${last && stats.length > 1 ? 'text-main-ink' : 'text-ink'}`}
              >
                <span aria-hidden="true" class="invisible col-start-1 row-start-1">
                  {stat.value}
                </span>
                <span data-testid="stat-value" aria-hidden="true" class="col-start-1 row-start-1">
                  {shown}
                </span>
                <span class="sr-only">{stat.value}</span>
              </p>
              <p class="text-sm tracking-[0.14em] text-muted uppercase">{stat.label}</p>
            </div>
          );
        })}
      </div>
    </section>
  );
}
