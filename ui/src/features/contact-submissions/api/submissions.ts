// The admins' inbox of contact inquiries (docs/DESIGN.md: /api/admin/contact-submissions), refetched
// every 30 seconds (docs/PRODUCT.md §4, §9).

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiSchema } from '@/lib/api-client';
import { DASHBOARD_PATH, useRefetch } from '@/lib/query-client';

export type Submission = ApiSchema<'Submission'>;
type SubmissionList = ApiSchema<'SubmissionList'>;

export const SUBMISSIONS_PATH = '/api/admin/contact-submissions';
export const SUBMISSIONS_REFETCH_MS = 30_000;

export function useSubmissions() {
  return useQuery<SubmissionList>({ queryKey: [SUBMISSIONS_PATH], refetchInterval: SUBMISSIONS_REFETCH_MS });
}

export function useMarkRead() {
  const client = useQueryClient();
  const refetch = useRefetch(SUBMISSIONS_PATH, DASHBOARD_PATH);
  return useMutation({
    mutationFn: (id: number) =>
      api.patch<ApiSchema<'SubmissionResponse'>>(`${SUBMISSIONS_PATH}/${id}`, { read: true }).then((b) => b.submission),
    // Shown as read at once; the list is fetched again either way.
    onMutate: (id) =>
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
    mutationFn: (id: number) => api.del(`${SUBMISSIONS_PATH}/${id}`),
    onSuccess: refetch,
  });
}
