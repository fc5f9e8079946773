// The trash (docs/DESIGN.md, "HTTP contract, phase 3"): what admins deleted in the last 30 days,
// the most recent first, and the restore that puts an item back with its id and links.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiSchema } from '@/lib/api-client';

export type Trashed = ApiSchema<'Trashed'>;

export const TRASH_PATH = '/api/admin/trash';

/** Read afresh each time the screen opens: any admin's delete adds to it. */
export function useTrash() {
  return useQuery({
    queryKey: [TRASH_PATH],
    queryFn: () => api.get<ApiSchema<'TrashList'>>(TRASH_PATH).then((body) => body.items ?? []),
    staleTime: 0,
  });
}

export const restorePath = (item: Pick<Trashed, 'kind' | 'id'>) =>
  `${TRASH_PATH}/${encodeURIComponent(item.kind)}/${encodeURIComponent(String(item.id))}/restore`;

/**
 * Puts `item` back. Its row leaves the list at once; then every cached answer is marked stale: a
 * restored item can show in many (its kind's list, the dashboard's counts and log, the media map
 * and library, a project's case-study badge), and only the screens on view are read again now,
 * the others when they next open.
 */
export function useRestoreFromTrash() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: Trashed) => api.post<ApiSchema<'Restored'>>(restorePath(item)),
    onSuccess: (_restored, item) => {
      client.setQueryData<Trashed[]>([TRASH_PATH], (items) => items?.filter((i) => !(i.kind === item.kind && i.id === item.id)));
      void client.invalidateQueries();
    },
  });
}
