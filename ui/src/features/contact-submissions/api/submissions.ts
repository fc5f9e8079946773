// The admins' inbox of contact inquiries (docs/DESIGN.md: /api/admin/contact-submissions), refetched
// every 30 seconds (docs/PRODUCT.md §4, §9).

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, type ApiSchema } from '@/lib/api-client';
import { DASHBOARD_PATH, useRefetch } from '@/lib/query-client';

export type Submission = ApiSchema<'Submission'>;
type SubmissionList = ApiSchema<'SubmissionList'>;

export const SUBMISSIONS_PATH = '/api/admin/contact-submissions';
export const SUBMISSIONS_REFETCH_MS = 30_000;

export function useSubmissions() {
  return useQuery<SubmissionList>({ queryKey: [SUBMISSIONS_PATH], refetchInterval: SUBMISSIONS_REFETCH_MS });
}

/** Marks it read, based on the version the admin saw. Someone else's change meanwhile (412) is
 * no reason to give up: marking read loses nothing of theirs, so it is sent again on top of the
 * stored version, unless that is read already. */
async function markRead(id: number, version: number): Promise<Submission> {
  const path = `${SUBMISSIONS_PATH}/${id}`;
  try {
    return (await api.patch<ApiSchema<'LeadResponse'>>(path, { read: true }, { ifMatch: version })).submission;
  } catch (error) {
    const current = error instanceof ApiError && error.isStale ? (error.current as Submission | null) : null;
    if (!current) throw error;
    if (current.read) return current;
    return (await api.patch<ApiSchema<'LeadResponse'>>(path, { read: true }, { ifMatch: current.version })).submission;
  }
}

export function useMarkRead() {
  const client = useQueryClient();
  const refetch = useRefetch(SUBMISSIONS_PATH, DASHBOARD_PATH);
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) => markRead(id, version),
    // Shown as read at once; the list is fetched again either way.
    onMutate: ({ id }) =>
      client.setQueryData<SubmissionList>([SUBMISSIONS_PATH], (data) => {
        if (!data) return data;
        const target = data.submissions.find((s) => s.id === id);
        if (!target || target.read) return data;
        return {
          ...data,
          unread: Math.max(0, data.unread - 1),
          submissions: data.submissions.map((s) => (s.id === id ? { ...s, read: true } : s)),
        };
      }),
    onSettled: refetch,
  });
}

export function useDeleteSubmission() {
  const refetch = useRefetch(SUBMISSIONS_PATH, DASHBOARD_PATH);
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) => api.del(`${SUBMISSIONS_PATH}/${id}`, undefined, { ifMatch: version }),
    onSettled: refetch,
  });
}
