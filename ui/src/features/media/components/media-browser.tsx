// The library as a grid, newest first: a search by name or alt text (asked once the typing
// pauses), optionally a kind filter, and "Load more". Shared by the Media Library screen, where
// a tile opens its details, and by the pickers, where a tile is the choice.

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Loading, LoadFailed } from '@/components/ui/load-state';
import { StatePanel } from '@/components/ui/panel';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { Media, MediaKind } from '@/types/media';
import { useMediaLibrary } from '../api/media';
import { describeMedia } from '../media-format';
import { MediaThumbnail } from './media-thumbnail';

export const SEARCH_DELAY_MS = 300;

type KindChoice = MediaKind | 'all';

export function MediaBrowser({
  kind,
  onSelect,
  selectLabel = 'Open',
  autoFocus = false,
  columns = 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5',
}: {
  /** A fixed kind (an image field lists images only); without one the admin can filter. */
  kind?: MediaKind;
  onSelect: (item: Media) => void;
  /** The verb of a tile, for screen readers: 'Open' details, 'Choose' in a picker. */
  selectLabel?: string;
  /** The search box takes focus (the first field of a picker dialog). */
  autoFocus?: boolean;
  columns?: string;
}) {
  const [query, setQuery] = useState('');
  const [kindChoice, setKindChoice] = useState<KindChoice>('all');
  const q = useDebouncedValue(query, SEARCH_DELAY_MS);
  const filterKind = kind ?? (kindChoice === 'all' ? undefined : kindChoice);
  const library = useMediaLibrary({ q, kind: filterKind });
  const searchId = useId();
  const kindId = useId();

  const pages = library.data?.pages ?? [];
  const items = pages.flatMap((page) => page.media);
  const total = pages[0]?.total ?? 0;
  const noun = kind === 'image' ? 'images' : kind === 'video' ? 'videos' : 'items';

  return (
    <div class="flex flex-col gap-4">
      <div class="flex flex-wrap items-end gap-3">
        <div class="flex min-w-48 flex-1 flex-col gap-1.5">
          <label for={searchId} class="text-sm font-medium">
            Search
          </label>
          <Input
            id={searchId}
            type="search"
            value={query}
            placeholder="Name or alt text"
            autoComplete="off"
            autoFocus={autoFocus}
            onInput={(event) => setQuery((event.currentTarget as HTMLInputElement).value)}
          />
        </div>
        {!kind && (
          <div class="flex flex-col gap-1.5">
            <label for={kindId} class="text-sm font-medium">
              Show
            </label>
            <select
              id={kindId}
              value={kindChoice}
              onInput={(event) => setKindChoice((event.currentTarget as HTMLSelectElement).value as KindChoice)}
              class="h-10 rounded-lg border border-line bg-surface px-3 text-sm text-ink outline-none focus:border-main focus:ring-2 focus:ring-main/30"
            >
              <option value="all">Images and videos</option>
              <option value="image">Images</option>
              <option value="video">Videos</option>
            </select>
          </div>
        )}
      </div>

      {library.isPending ? (
        <Loading label="Loading the library" space="py-12" />
      ) : library.isError ? (
        <LoadFailed title="Could not load the library" error={library.error} onRetry={() => void library.refetch()} />
      ) : items.length === 0 ? (
        <StatePanel title={q.trim() ? `Nothing matches “${q.trim()}”.` : `No ${noun} yet.`}>
          {q.trim() ? 'Try another word from the file name or the alt text.' : 'Upload some to see them here.'}
        </StatePanel>
      ) : (
        <>
          <p class="text-xs text-muted" role="status">
            {items.length < total ? `Showing ${items.length} of ${total} ${noun}` : `${total} ${total === 1 ? noun.slice(0, -1) : noun}`}
            {q.trim() && ` matching “${q.trim()}”`}
          </p>
          <ul class={`grid gap-3 ${columns}`} aria-busy={library.isFetching || undefined}>
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => onSelect(item)}
                  aria-label={`${selectLabel} ${item.name}: ${item.alt}`}
                  class="group flex w-full flex-col overflow-hidden rounded-xl border border-line bg-surface text-left transition hover:border-main/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-main"
                >
                  <MediaThumbnail item={item} class="aspect-square w-full" />
                  <span class="flex flex-col gap-0.5 px-2.5 py-2">
                    <span class="truncate text-sm font-medium text-ink">{item.name}</span>
                    <span class="truncate text-xs text-muted tabular-nums">{describeMedia(item)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {library.hasNextPage && (
            <div class="flex justify-center">
              <Button variant="secondary" size="sm" onClick={() => library.fetchNextPage()} disabled={library.isFetchingNextPage}>
                {library.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
