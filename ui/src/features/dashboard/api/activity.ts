// GET /api/admin/activity: the log of who did what, newest first, a page at a time (`before` = the
// last id shown). Fetched each time the dashboard opens, like the insights.

import { useInfiniteQuery } from '@tanstack/react-query';
import { api, type ApiSchema } from '@/lib/api-client';

export type ActivityEntry = ApiSchema<'Entry'>;
type ActivityPage = ApiSchema<'ActivityPage'>;

export const ACTIVITY_PATH = '/api/admin/activity';
/** Entries a page. */
export const ACTIVITY_PAGE = 20;

export function useActivity() {
  return useInfiniteQuery({
    queryKey: [ACTIVITY_PATH],
    queryFn: ({ pageParam }) =>
      api.get<ActivityPage>(`${ACTIVITY_PATH}?limit=${ACTIVITY_PAGE}${pageParam ? `&before=${pageParam}` : ''}`),
    initialPageParam: 0,
    // A short page is the log's end; a full one may have older entries behind it.
    getNextPageParam: (last) => (last.activity.length < ACTIVITY_PAGE ? undefined : last.activity.at(-1)?.id),
    staleTime: 0,
  });
}
