// The stats band (SPEC.md §1): three counters that count up once when the band comes into view,
// and the '4+ years' claim. Each number's final text is laid out invisibly under the moving one,
// so counting never changes the layout.

import { useRef } from 'react';
import { formatCount, staggeredCountAt, useCountUpClock } from '../count-up';

export const STATS = [
  { target: 100, label: 'UGC videos created' },
  { target: 10_000, label: 'Followers generated' },
  { target: 500_000, label: 'Accumulated views' },
] as const;

export function StatsSection() {
  const band = useRef<HTMLElement>(null);
  const elapsed = useCountUpClock(band, STATS.length);
  return (
    <section ref={band} aria-label="Results in numbers" class="relative border-y border-line bg-white/[0.015]">
      <div class="shell grid grid-cols-1 divide-y divide-line sm:grid-cols-2 sm:divide-y-0 lg:grid-cols-4">
        {STATS.map((stat, index) => {
          const final = `${formatCount(stat.target)}+`;
          const shown = `${formatCount(staggeredCountAt(elapsed, index, stat.target))}+`;
          return (
            <div key={stat.label} class="flex flex-col gap-3 py-10 sm:py-14 lg:border-r lg:border-line lg:px-8 lg:first:pl-0">
              <p class="grid font-display text-[clamp(3.25rem,2.4rem+3vw,5rem)] leading-none font-semibold tracking-[-0.04em] text-ink tabular-nums">
                <span aria-hidden="true" class="invisible col-start-1 row-start-1">
                  {final}
                </span>
                <span data-testid="stat-value" aria-hidden="true" class="col-start-1 row-start-1">
                  {shown}
                </span>
                <span class="sr-only">{final}</span>
              </p>
              <p class="text-sm tracking-[0.14em] text-muted uppercase">{stat.label}</p>
            </div>
          );
        })}
        <div class="flex flex-col gap-3 py-10 sm:py-14 lg:px-8 lg:pr-0">
          <p class="font-display text-[clamp(3.25rem,2.4rem+3vw,5rem)] leading-none font-semibold tracking-[-0.04em] text-main-ink">
            4+
          </p>
          <p class="text-sm tracking-[0.14em] text-muted uppercase">Years growing Miami brands</p>
        </div>
      </div>
    </section>
  );
}
