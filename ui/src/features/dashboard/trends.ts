// What the count cards say about the last 30 days (issue #17): real trends instead of the first
// version's fixed labels. New content is counted as such; visits and inquiries are compared with the 30 days
// before, and when there are no earlier numbers the card says so rather than showing a percentage.

import type { ApiSchema } from '@/lib/api-client';
import { daysBefore, formatCount } from './format';

type Trend = ApiSchema<'Trend'>;

/** The trends' window: this many days, today included, against as many before. */
export const TREND_DAYS = 30;

export interface TrendLabel {
  text: string;
  /** up and down colour the label; flat and none do not. */
  direction: 'up' | 'down' | 'flat' | 'none';
}

/** A content count's trend: what was created in the last 30 days. */
export function contentTrend({ current }: Trend): TrendLabel {
  return current > 0
    ? { text: `+${formatCount(current)} in ${TREND_DAYS} days`, direction: 'up' }
    : { text: `none new in ${TREND_DAYS} days`, direction: 'none' };
}

/**
 * Whether the visit history reaches back before this 30-day window. `historySince` is the first
 * day with counted visits; `today` is the site's date (the last of the insights' days).
 */
export function hasEarlierHistory(historySince: string | null | undefined, today: string): boolean {
  return !!historySince && historySince < daysBefore(today, TREND_DAYS - 1);
}

export const NO_EARLIER_DATA = 'No earlier data to compare yet';

/** A visits or inquiries trend: the change against the 30 days before, in percent. */
export function changeTrend({ current, previous }: Trend, earlierHistory: boolean): TrendLabel {
  if (previous === 0) {
    return earlierHistory
      ? { text: `none in the ${TREND_DAYS} days before`, direction: 'none' }
      : { text: NO_EARLIER_DATA, direction: 'none' };
  }
  const change = Math.round(((current - previous) / previous) * 100);
  if (change === 0) return { text: `no change vs the previous ${TREND_DAYS} days`, direction: 'flat' };
  return {
    text: `${change > 0 ? '+' : '−'}${formatCount(Math.abs(change))}% vs the previous ${TREND_DAYS} days`,
    direction: change > 0 ? 'up' : 'down',
  };
}
