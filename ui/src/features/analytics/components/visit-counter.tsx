// The public visit counter (docs/PRODUCT.md §1, §4, §8): one quiet line of the footer, a spinner, then the
// total and today's visits, written as the page's language writes numbers; zeros when the numbers
// cannot be loaded. Its height is fixed and it ends its row, so loading shifts nothing. The
// numbers are asked for once the page has painted (lib/after-first-paint): the page's own files go
// first.

import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { pageNumber, t, tRich } from '@/i18n/page';
import { afterFirstPaint } from '@/lib/after-first-paint';
import { api, type ApiSchema } from '@/lib/api-client';

type VisitTotals = ApiSchema<'VisitTotals'>;

const ZERO: VisitTotals = { totalVisits: 0, todayVisits: 0 };

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
    void afterFirstPaint()
      .then(fetchPublicAnalytics)
      .then((loaded) => live && setStats(loaded));
    return () => {
      live = false;
    };
  }, []);

  return (
    <section aria-labelledby="visits-heading" class="flex h-6 items-center gap-3 text-sm text-muted">
      <h2 id="visits-heading" class="flex items-center gap-2">
        <span aria-hidden="true" class="size-1.5 rounded-full bg-main motion-safe:animate-pulse" />
        {t('visits.heading')}
      </h2>
      <p class="flex items-center gap-3 tabular-nums" aria-live="polite" aria-busy={stats === null}>
        {stats === null ? (
          <Spinner label={t('visits.loading')} />
        ) : (
          <>
            <span>
              {tRich('visits.total', {
                count: (
                  <span data-testid="visits-total" class="font-medium text-ink">
                    {pageNumber(stats.totalVisits)}
                  </span>
                ),
              })}
            </span>
            <span aria-hidden="true">·</span>
            <span>
              {tRich('visits.today', {
                count: (
                  <span data-testid="visits-today" class="font-medium text-ink">
                    {pageNumber(stats.todayVisits)}
                  </span>
                ),
              })}
            </span>
          </>
        )}
      </p>
    </section>
  );
}
