// Reading and changing one kind of content through the one API client (docs/DESIGN.md: list, create,
// partial update, delete, and reordering as partial updates). Admin GETs return every item, active
// or not. Beside them, the public media map, so the tables draw library files from their small
// variants.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { api } from '@/lib/api-client';
import { DASHBOARD_PATH, useRefetch } from '@/lib/query-client';
import { useAskBeforeUnload } from '@/lib/use-leave-guard';
import type { MediaMap } from '@/types/media';
import type { EntityConfig } from '../entities';
import { renumbered } from '../ordering';
import type { ContentItem } from '../types';

/** GET /api/media: the library files active content shows, by url, with their variants. */
export const MEDIA_MAP_PATH = '/api/media';

/** Every item of one kind; the query key is the collection's path. */
export function useContentList<T extends ContentItem>(entity: EntityConfig<T>) {
  return useQuery({
    queryKey: [entity.path],
    select: (data: unknown) => ((data as Record<string, T[] | undefined>)[entity.listKey] ?? []) as T[],
  });
}

/** The public media map. An item that is inactive, or whose file is not in the library, is not in
 * it: its table cell shows the address as it is. */
export function useMediaMap() {
  return useQuery({ queryKey: [MEDIA_MAP_PATH], select: (data: { media?: MediaMap }) => data.media ?? {} });
}

/** After a change: the list, the dashboard's counts and the media map (a new picture, an item
 * switched off) are fetched again (not awaited: the dialog closes at once). */
function useRefetchAfter(path: string) {
  const refetch = useRefetch(path, DASHBOARD_PATH, MEDIA_MAP_PATH);
  return () => void refetch();
}

export function useCreateContent<T extends ContentItem>(entity: EntityConfig<T>) {
  const refetch = useRefetchAfter(entity.path);
  return useMutation({
    mutationFn: (payload: Record<string, unknown>) =>
      api.post<Record<string, T>>(entity.path, payload).then((body) => body[entity.itemKey] as T),
    onSuccess: refetch,
  });
}

export function useUpdateContent<T extends ContentItem>(entity: EntityConfig<T>) {
  const refetch = useRefetchAfter(entity.path);
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: Record<string, unknown> }) =>
      api.patch<Record<string, T>>(`${entity.path}/${id}`, payload).then((body) => body[entity.itemKey] as T),
    onSuccess: refetch,
  });
}

export function useDeleteContent<T extends ContentItem>(entity: EntityConfig<T>) {
  const refetch = useRefetchAfter(entity.path);
  return useMutation({
    mutationFn: (id: number) => api.del(`${entity.path}/${id}`),
    onSuccess: refetch,
  });
}

/**
 * The row switch: sends the whole item with isActive flipped (docs/PRODUCT.md §4, §7). The list shows the
 * new state at once and is fetched again afterwards.
 */
export function useToggleContent<T extends ContentItem>(entity: EntityConfig<T>) {
  const client = useQueryClient();
  const refetch = useRefetchAfter(entity.path);
  const flip = (id: number) =>
    client.setQueryData([entity.path], (data: unknown) => {
      const list = (data as Record<string, T[] | undefined> | undefined)?.[entity.listKey];
      if (!list) return data;
      return { ...(data as object), [entity.listKey]: list.map((i) => (i.id === id ? { ...i, isActive: !i.isActive } : i)) };
    });
  return useMutation({
    mutationFn: (item: T) =>
      api
        .patch<Record<string, T>>(`${entity.path}/${item.id}`, { ...item, isActive: !item.isActive })
        .then((body) => body[entity.itemKey] as T),
    onMutate: (item) => flip(item.id),
    onError: (_error, item) => flip(item.id),
    onSettled: refetch,
  });
}

/**
 * Reordering: `reorder(ordered)` shows the list in its new order at once, then sends the position
 * of each item that changed (PATCH, 0..n-1 in the new order). Moves made in quick succession are
 * sent one after another, each from the order the one before left. If one fails, the moves still
 * waiting are dropped, the returned promise rejects, and the list is fetched again to show what is
 * stored; after the last move it is fetched again too (with the dashboard, whose log lists moves).
 * Until the last move is sent, a reload or a closed tab asks first: the list already shows the new
 * order, and leaving would stop it halfway through being stored.
 */
export function useReorderContent<T extends ContentItem>(entity: EntityConfig<T>) {
  const client = useQueryClient();
  const refetch = useRefetch(entity.path, DASHBOARD_PATH);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  /** Counts failures: a move queued before the latest failure is not sent. */
  const failures = useRef(0);
  const waiting = useRef(0);
  const [saving, setSaving] = useState(false);
  useAskBeforeUnload(saving);

  return (ordered: readonly T[]): Promise<void> => {
    const changes = renumbered(ordered);
    void client.cancelQueries({ queryKey: [entity.path] });
    client.setQueryData([entity.path], (data: unknown) => ({
      ...(data as object),
      [entity.listKey]: ordered.map((item, position) => ({ ...item, position })),
    }));
    const failuresBefore = failures.current;
    waiting.current += 1;
    setSaving(true);
    const sent = queue.current.then(async () => {
      if (failures.current !== failuresBefore) return;
      try {
        for (const { id, position } of changes) await api.patch(`${entity.path}/${id}`, { position });
      } catch (error) {
        failures.current += 1;
        throw error;
      }
    });
    queue.current = sent.catch(() => undefined);
    return sent.finally(() => {
      waiting.current -= 1;
      if (waiting.current > 0) return;
      setSaving(false);
      void refetch();
    });
  };
}
