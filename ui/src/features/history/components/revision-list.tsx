// The versions of an item, newest first, each with who saved it and when; one is chosen to be
// compared with the item as stored now. The one stored now is marked.

import { Badge } from '@/components/ui/badge';
import type { Revision } from '../api/revisions';
import { savedByLine } from '../saved-by';

export function RevisionList({
  revisions,
  selected,
  version,
  timeZone,
  onSelect,
}: {
  revisions: readonly Revision[];
  /** The chosen revision's id. */
  selected: number | null;
  /** The version stored now. */
  version: number;
  timeZone?: string;
  onSelect: (revision: Revision) => void;
}) {
  return (
    <ul aria-label="Versions, newest first" class="flex max-h-48 flex-col gap-1 overflow-y-auto sm:max-h-[min(28rem,60svh)]">
      {revisions.map((revision) => {
        const chosen = revision.id === selected;
        return (
          <li key={revision.id}>
            <button
              type="button"
              aria-pressed={chosen}
              onClick={() => onSelect(revision)}
              class={
                'flex w-full flex-col gap-0.5 rounded-lg border px-3 py-2 text-left text-sm transition ' +
                'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-main ' +
                (chosen ? 'border-main/50 bg-main/10' : 'border-transparent hover:bg-white/5')
              }
            >
              <span class="flex items-center gap-2 font-medium">
                Version {revision.version}
                {revision.version === version && <Badge tone="main">Now</Badge>}
              </span>
              <span class="text-xs text-muted">
                {savedByLine(revision, timeZone)}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
