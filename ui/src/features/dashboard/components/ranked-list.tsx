// A top-ten list of the insights (pages, sources, campaigns): each name with its visits and a bar
// against the first one. The bars only repeat the numbers beside them, so they are hidden from
// screen readers.

import { formatCount } from '../format';

export interface Ranked {
  label: string;
  visits: number;
}

export function RankedList({ items, label }: { items: readonly Ranked[]; label: string }) {
  const top = Math.max(1, ...items.map((item) => item.visits));
  return (
    <ol aria-label={label} class="flex flex-col gap-2.5">
      {items.map((item) => (
        <li key={item.label} class="text-sm">
          <div class="flex items-baseline justify-between gap-3">
            <span class="min-w-0 truncate" title={item.label}>
              {item.label}
            </span>
            <span class="shrink-0 tabular-nums text-muted">
              {formatCount(item.visits)}
              <span class="sr-only"> {item.visits === 1 ? 'visit' : 'visits'}</span>
            </span>
          </div>
          <div aria-hidden="true" class="mt-1 h-1 rounded-full bg-white/[0.06]">
            <div class="h-full rounded-full bg-main" style={{ width: `${(item.visits / top) * 100}%` }} />
          </div>
        </li>
      ))}
    </ol>
  );
}
