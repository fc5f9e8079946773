// An item's revisions (docs/DESIGN.md, "HTTP contract, phase 3"): the list newest first, one
// revision with the item as that change left it, and its restore, which the server makes a change
// like any other (a new version, itself a revision, logged in the activity).

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiSchema } from '@/lib/api-client';
import { DASHBOARD_PATH } from '@/lib/query-client';
import type { RevisionKind } from '@/components/ui/history-slot';

export type Revision = ApiSchema<'Revision'>;
export type RevisionWithItem = ApiSchema<'Revision'> & { item: unknown };

export const REVISIONS_PATH = '/api/admin/revisions';

export const revisionsPath = (kind: RevisionKind, itemId: string | number) =>
  `${REVISIONS_PATH}?${new URLSearchParams({ kind, id: String(itemId) })}`;

/** The item's revisions, newest first; read afresh each time the history opens (every save adds
 * one). */
export function useRevisions(kind: RevisionKind, itemId: string | number, enabled: boolean) {
  return useQuery({
    queryKey: [REVISIONS_PATH, kind, String(itemId)],
    queryFn: () => api.get<ApiSchema<'RevisionList'>>(revisionsPath(kind, itemId)).then((body) => body.revisions ?? []),
    enabled,
    staleTime: 0,
  });
}

/** One revision with its item: what it holds never changes, so it is kept once read. */
export function useRevision(id: number | null) {
  return useQuery({
    queryKey: [REVISIONS_PATH, 'one', id],
    queryFn: () => api.get<ApiSchema<'RevisionResponse'>>(`${REVISIONS_PATH}/${id}`).then((body) => body.revision as RevisionWithItem),
    enabled: id !== null,
  });
}

/** Puts revision `id` back; answers the item as stored now. The item's history and the dashboard
 * (whose activity log names the restore) are read again; the editor keeps the item itself. */
export function useRestoreRevision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<ApiSchema<'Restored'>>(`${REVISIONS_PATH}/${id}/restore`).then((body) => body.item as unknown),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [REVISIONS_PATH] });
      void client.invalidateQueries({ queryKey: [DASHBOARD_PATH] });
    },
  });
}
