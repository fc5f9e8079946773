// The server's own rendering of Markdown (POST /api/admin/markdown/preview: the pages' renderer
// and sanitizer, docs/DESIGN.md "Blog posts"), for the editors' live preview.

import { useQuery } from '@tanstack/react-query';
import type { MarkdownPreview } from '@/types/posts';
import { api } from './api-client';

export const MARKDOWN_PREVIEW_PATH = '/api/admin/markdown/preview';

/** The server's HTML of `markdown`; "" for none. Each answer is dropped once the text has moved
 * on: a long body is not kept a hundred times. */
export function useMarkdownPreview(markdown: string) {
  return useQuery({
    queryKey: [MARKDOWN_PREVIEW_PATH, markdown],
    queryFn: () => api.post<MarkdownPreview>(MARKDOWN_PREVIEW_PATH, { markdown }).then((body) => body.html),
    enabled: markdown.trim() !== '',
    placeholderData: (previous) => previous,
    gcTime: 0,
  });
}
