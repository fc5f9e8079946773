// The admin area's query cache (docs/PRODUCT.md §7): a GET to the path in the query key, no retries, no
// refetch on window focus or on an interval, data never stale. Only admin chunks import this
// module, so the public bundle carries no TanStack Query.

import { QueryClient, type QueryFunction, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';

/** The default fetcher: the first element of the query key is the path to GET. */
export const getQueryKeyPath: QueryFunction = ({ queryKey }) => {
  const [path] = queryKey;
  if (typeof path !== 'string') throw new Error('The first element of a query key must be a path');
  return api.get(path);
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryKeyPath,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

/** The dashboard's query key: its counts change with every content item and inquiry. */
export const DASHBOARD_PATH = '/api/admin/dashboard';

/** Fetches the queries keyed by `paths` again; resolves when they have answered. */
export function useRefetch(...paths: string[]) {
  const client = useQueryClient();
  return () => Promise.all(paths.map((path) => client.invalidateQueries({ queryKey: [path] })));
}

/** The one cache of the admin area; cleared at login and logout so no session sees another's data. */
export const queryClient = createQueryClient();
