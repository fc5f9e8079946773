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

/** Puts `item` as the server answered it (with its new version) in the cached list, so the next
 * change is based on it even before the list is fetched again. */
function useStoreItem<T extends ContentItem>(entity: EntityConfig<T>) {
  const client = useQueryClient();
  return (item: T) =>
    client.setQueryData([entity.path], (data: unknown) => {
      const list = (data as Record<string, T[] | undefined> | undefined)?.[entity.listKey];
      if (!list) return data;
      return { ...(data as object), [entity.listKey]: list.map((i) => (i.id === item.id ? item : i)) };
    });
}

/** An item the server answered after a change made elsewhere (a restored version): kept in the
 * cached list at once, and the list, dashboard and media map fetched again. */
export function useRestoredContent<T extends ContentItem>(entity: EntityConfig<T>) {
  const refetch = useRefetchAfter(entity.path);
  const store = useStoreItem(entity);
  return (item: T) => {
    store(item);
    refetch();
  };
}

/** A partial update based on `version` (If-Match): a change someone else made meanwhile is a 412. */
export function useUpdateContent<T extends ContentItem>(entity: EntityConfig<T>) {
  const refetch = useRefetchAfter(entity.path);
  const store = useStoreItem(entity);
  return useMutation({
    mutationFn: ({ id, payload, version }: { id: number; payload: Record<string, unknown>; version: number }) =>
      api
        .patch<Record<string, T>>(`${entity.path}/${id}`, payload, { ifMatch: version })
        .then((body) => body[entity.itemKey] as T),
    onSuccess: (item) => {
      store(item);
      refetch();
    },
  });
}

/** Deletes the item at the version the admin saw; a refusal (412: changed meanwhile) shows the
 * list as stored. */
export function useDeleteContent<T extends ContentItem>(entity: EntityConfig<T>) {
  const refetch = useRefetchAfter(entity.path);
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) => api.del(`${entity.path}/${id}`, undefined, { ifMatch: version }),
    onSettled: refetch,
  });
}

/** The item without what an admin's answer adds about its other languages: sent back, the
 * translations would be written again as translations of the text as it is now, and any that is
 * out of date would read as current. */
function withoutTranslations<T extends ContentItem>(item: T): Omit<T, 'translations' | 'translationStates'> {
  const { translations: _texts, translationStates: _states, ...rest } = item;
  return rest;
}

/**
 * The row switch: sends the whole item with isActive flipped (docs/PRODUCT.md §4, §7), based on its
 * version. The list shows the new state at once; the answered item (its new version) replaces
 * it, so a second click is based on the first; the list is fetched again afterwards.
 */
export function useToggleContent<T extends ContentItem>(entity: EntityConfig<T>) {
  const client = useQueryClient();
  const refetch = useRefetchAfter(entity.path);
  const store = useStoreItem(entity);
  const flip = (id: number) =>
    client.setQueryData([entity.path], (data: unknown) => {
      const list = (data as Record<string, T[] | undefined> | undefined)?.[entity.listKey];
      if (!list) return data;
      return { ...(data as object), [entity.listKey]: list.map((i) => (i.id === id ? { ...i, isActive: !i.isActive } : i)) };
    });
  return useMutation({
    mutationFn: (item: T) =>
      api
        .patch<Record<string, T>>(`${entity.path}/${item.id}`, { ...withoutTranslations(item), isActive: !item.isActive }, { ifMatch: item.version })
        .then((body) => body[entity.itemKey] as T),
    onMutate: (item) => flip(item.id),
    onSuccess: store,
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
 * Each move is based on the item's version (If-Match): the newest this screen knows, its own
 * earlier moves included, so a move someone else made meanwhile is refused (412), not undone.
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
  /** The versions the server answered to this screen's moves, by id: newer than a queued list's. */
  const versions = useRef(new Map<number, number>());
  const [saving, setSaving] = useState(false);
  useAskBeforeUnload(saving);

  return (ordered: readonly T[]): Promise<void> => {
    const changes = renumbered(ordered);
    const versionOf = new Map(ordered.map((item) => [item.id, item.version]));
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
        for (const { id, position } of changes) {
          const version = Math.max(versionOf.get(id) ?? 0, versions.current.get(id) ?? 0);
          const body = await api.patch<Record<string, T>>(`${entity.path}/${id}`, { position }, { ifMatch: version });
          const saved = body?.[entity.itemKey];
          if (saved) versions.current.set(id, saved.version);
        }
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
