// The media library's calls (docs/DESIGN.md, "Media"): the library a page at a time (search, kind),
// uploads with progress, the alt text and a video's poster, and delete, which the server refuses
// (409, with what uses the file) while content shows it.

import { type InfiniteData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type UploadOptions } from '@/lib/api-client';
import { useRefetch } from '@/lib/query-client';
import type { Media, MediaKind, MediaList, MediaResponse } from '@/types/media';

export const MEDIA_PATH = '/api/admin/media';
/** Items per page of the grid; "Load more" asks for the next page. */
export const MEDIA_PAGE_SIZE = 24;

export interface MediaFilter {
  /** Matches the file name or the alt text. */
  q: string;
  /** Only images or only videos; both when unset. */
  kind?: MediaKind;
}

/** The GET path of one page of the library. */
export function mediaPagePath({ q, kind }: MediaFilter, offset: number): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (kind) params.set('kind', kind);
  params.set('limit', String(MEDIA_PAGE_SIZE));
  params.set('offset', String(offset));
  return `${MEDIA_PATH}?${params}`;
}

/** The library, newest first, one page more per fetchNextPage(). The key starts with
 * MEDIA_PATH, so any change refetches every filtered view of it. */
export function useMediaLibrary(filter: MediaFilter) {
  const q = filter.q.trim();
  return useInfiniteQuery({
    queryKey: [MEDIA_PATH, q, filter.kind ?? 'all'],
    queryFn: ({ pageParam }) => api.get<MediaList>(mediaPagePath(filter, pageParam)),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.media.length, 0);
      return last.media.length > 0 && loaded < last.total ? loaded : undefined;
    },
    // A new search keeps the grid it replaces on screen until its answer arrives.
    placeholderData: (previous) => previous,
  });
}

/** The whole library, each item with its translations (the Translations overview), read a page
 * of the most the server gives at a time; under the library's key, so any change reads it again. */
export function useAllMedia() {
  return useQuery({
    queryKey: [MEDIA_PATH, 'every'],
    queryFn: async () => {
      const media: Media[] = [];
      for (;;) {
        const body = await api.get<MediaList>(`${MEDIA_PATH}?limit=500&offset=${media.length}`);
        media.push(...body.media);
        if (body.media.length === 0 || media.length >= body.total) return media;
      }
    },
  });
}

/** The item at `url` among the library pages loaded so far, to show a small preview of it. */
export function useLoadedMedia(url: string): Media | undefined {
  const client = useQueryClient();
  if (!url) return undefined;
  for (const [, data] of client.getQueriesData<InfiniteData<MediaList> | Media[]>({ queryKey: [MEDIA_PATH] })) {
    // The whole library (useAllMedia) is a list, not pages.
    if (!data || Array.isArray(data)) continue;
    const found = data.pages.flatMap((page) => page.media).find((item) => item.url === url);
    if (found) return found;
  }
  return undefined;
}

/** POST one file: the new item (201), or the one already holding the same bytes (200). */
export function uploadMedia(file: File, alt: string, options: UploadOptions = {}): Promise<Media> {
  const form = new FormData();
  form.append('alt', alt.trim());
  form.append('file', file, file.name);
  return api.upload<MediaResponse>(MEDIA_PATH, form, options).then((body) => body.media);
}

/** Fetches every view of the library again, after an upload or a change. */
export function useRefetchMedia() {
  const refetch = useRefetch(MEDIA_PATH);
  return () => void refetch();
}

export type MediaChange = { alt: string; poster: string | null } | { translations: Record<string, { alt: string }> };

/** The item `id`, with its translations (a link from the Translations overview opens it). */
export function fetchMedia(id: number): Promise<Media> {
  return api.get<MediaResponse>(`${MEDIA_PATH}/${id}`).then((body) => body.media);
}

export function useUpdateMedia() {
  const refetch = useRefetchMedia();
  return useMutation({
    /** The alt text and poster, or the alt text in another language (`translations`). */
    mutationFn: ({ id, version, ...change }: { id: number; version: number } & MediaChange) =>
      api.patch<MediaResponse>(`${MEDIA_PATH}/${id}`, change, { ifMatch: version }).then((body) => body.media),
    onSuccess: refetch,
  });
}

export function useDeleteMedia() {
  const refetch = useRefetchMedia();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) => api.del(`${MEDIA_PATH}/${id}`, undefined, { ifMatch: version }),
    // A refusal changes nothing, but says what uses the file now: show the list as it is.
    onSettled: refetch,
  });
}
