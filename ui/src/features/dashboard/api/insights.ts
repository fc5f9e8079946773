// GET /api/admin/insights?days=7|30|90: visits and visitors per day, top pages and sources,
// devices, the inquiry conversion rate and the 30-day trends. Unlike the cached admin lists it is
// fetched each time the dashboard opens: every visit and every change anywhere moves it.

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiSchema } from '@/lib/api-client';

export type Insights = ApiSchema<'Insights'>;
export type InsightsDay = ApiSchema<'Day'>;

export const INSIGHTS_PATH = '/api/admin/insights';

/** The windows the server answers for, in days. */
export const RANGES = [7, 30, 90] as const;
export type Range = (typeof RANGES)[number];

export const insightsPath = (days: Range) => `${INSIGHTS_PATH}?days=${days}`;

export function useInsights(days: Range) {
  return useQuery<Insights>({
    queryKey: [insightsPath(days)],
    staleTime: 0,
    // Switching the range keeps the last window on screen (marked busy) until the next one arrives.
    placeholderData: keepPreviousData,
  });
}
