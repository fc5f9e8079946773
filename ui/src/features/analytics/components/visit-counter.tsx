// The public visit counter (SPEC.md §1, §4, §8): a spinner, then the total and today's visits;
// zeros when the numbers cannot be loaded. Its size is fixed so loading shifts nothing.

import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { api, type ApiSchema } from '@/lib/api-client';

type VisitTotals = ApiSchema<'VisitTotals'>;

const ZERO: VisitTotals = { totalVisits: 0, todayVisits: 0 };

/**
 * 1234567 as "1,234,567", like toLocaleString('en-US') but without Intl: its first use loads the
 * locale's number data, a long task of its own on a slow phone.
 */
export const formatVisits = (value: number) => String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export async function fetchPublicAnalytics(): Promise<VisitTotals> {
  try {
    return await api.get<VisitTotals>('/api/analytics/public');
  } catch (error) {
    console.error('Failed to load the visit counter', error);
    return ZERO;
  }
}

export function VisitCounter() {
  const [stats, setStats] = useState<VisitTotals | null>(null);
  useEffect(() => {
    let live = true;
    void fetchPublicAnalytics().then((loaded) => live && setStats(loaded));
    return () => {
      live = false;
    };
  }, []);

  return (
    <section aria-labelledby="visits-heading" class="rounded-[var(--radius-card)] border border-line bg-white/[0.025] p-6">
      <div class="flex items-center justify-between gap-4">
        <h3 id="visits-heading" class="text-xs font-medium tracking-[0.22em] text-muted uppercase">
          Site visits
        </h3>
        <span class="flex items-center gap-2 text-xs text-muted">
          <span aria-hidden="true" class="size-1.5 rounded-full bg-main motion-safe:animate-pulse" />
          Live
        </span>
      </div>
      <div class="mt-4 grid h-16 grid-cols-2 items-end gap-6" aria-live="polite" aria-busy={stats === null}>
        {stats === null ? (
          <div class="col-span-2 self-center">
            <Spinner label="Loading visit counts" />
          </div>
        ) : (
          <>
            <Figure label="Total visits" value={stats.totalVisits} testId="visits-total" />
            <Figure label="Today" value={stats.todayVisits} testId="visits-today" />
          </>
        )}
      </div>
    </section>
  );
}

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <p class="flex flex-col">
      <span data-testid={testId} class="font-display text-3xl font-semibold tabular-nums text-ink">
        {formatVisits(value)}
      </span>
      <span class="text-sm text-muted">{label}</span>
    </p>
  );
}
