// The site content's calls (docs/DESIGN.md, "Site content"): the whole content, and a change of some
// sections that answers the whole content after it (or 422 with per-field messages, changing
// nothing).

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiSchema } from '@/lib/api-client';
import type { SiteContent, SiteContentInput } from '../types';

type SiteContentResponse = ApiSchema<'SiteContentResponse'>;

export const SITE_CONTENT_PATH = '/api/site-content';
export const SITE_CONTENT_ADMIN_PATH = '/api/admin/site-content';

export function useSiteContent() {
  return useQuery({
    queryKey: [SITE_CONTENT_PATH],
    select: (data: SiteContentResponse) => data.content as SiteContent,
  });
}

export function useSaveSiteContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SiteContentInput) => api.patch<SiteContentResponse>(SITE_CONTENT_ADMIN_PATH, input),
    // The answer is the whole content with its sections' versions: what the next change is based on.
    onSuccess: (answer) => client.setQueryData<SiteContentResponse>([SITE_CONTENT_PATH], answer),
  });
}
