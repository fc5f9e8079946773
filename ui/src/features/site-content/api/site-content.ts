// The site content's calls (docs/DESIGN.md, "Site content"): the whole content, and a change of some
// sections that answers the whole content after it (or 422 with per-field messages, changing
// nothing).

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiSchema } from '@/lib/api-client';
import type { SiteContent, SiteContentInput } from '../types';

type SiteContentResponse = ApiSchema<'SiteContentResponse'>;

export const SITE_CONTENT_PATH = '/api/site-content';
export const SITE_CONTENT_ADMIN_PATH = '/api/admin/site-content';

/** The content and each section's version (what a form's save is based on). */
export interface VersionedContent {
  content: SiteContent;
  versions: Readonly<Record<string, number>>;
}

export function useSiteContent() {
  return useQuery({
    queryKey: [SITE_CONTENT_PATH],
    select: (data: SiteContentResponse): VersionedContent => ({ content: data.content as SiteContent, versions: data.versions ?? {} }),
  });
}

/** Keeps `answer` (the whole content with its versions: a save's, or a refusal's `current`) as
 * the content this screen shows. */
export function useStoreSiteContent() {
  const client = useQueryClient();
  return (answer: VersionedContent) => client.setQueryData<SiteContentResponse>([SITE_CONTENT_PATH], answer as SiteContentResponse);
}

/** A change of some sections; its `versions` name the ones it is based on (a stale one: 412,
 * with the whole content as stored now in the error's `current`). */
export function useSaveSiteContent() {
  const store = useStoreSiteContent();
  return useMutation({
    mutationFn: (input: SiteContentInput) =>
      api
        .patch<SiteContentResponse>(SITE_CONTENT_ADMIN_PATH, input)
        .then((answer) => ({ content: answer.content as SiteContent, versions: answer.versions ?? {} })),
    // The answer is the whole content with its sections' versions: what the next change is based on.
    onSuccess: store,
  });
}
