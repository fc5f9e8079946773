// The notice an editor shows when this browser kept changes a reload or a closed tab left unsaved
// (the post editor's and the case study's). They are offered, not applied: the notice compares
// them field by field with the item as stored now, and the admin restores them (only the fields
// they changed, on top of what is stored) or discards them.

import { useId } from 'react';
import { FieldChanges } from '@/components/conflict/field-changes';
import { Button } from '@/components/ui/button';
import type { FieldDifference } from '@/lib/field-diff';
import { formatDateTime } from '@/lib/format-date';

export function KeptDraftNotice({
  savedAt,
  rows,
  savedSince,
  isNew,
  what,
  timeZone,
  onRestore,
  onDiscard,
}: {
  /** When the changes were last kept (RFC 3339). */
  savedAt: string;
  /** The fields restoring would change: stored value, then the kept one. */
  rows: readonly FieldDifference[];
  /** The item was saved after the changes began. */
  savedSince: boolean;
  /** The item was never saved: the changes are all there is of it. */
  isNew: boolean;
  /** The item as a sentence names it: "post", "case study". */
  what: string;
  timeZone?: string;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} class="mb-6 flex flex-col gap-3 rounded-xl border border-main/40 bg-main/10 px-4 py-3 text-sm">
      <div>
        <h2 id={titleId} class="font-sans text-sm font-semibold text-main">
          You have unsaved changes from {formatDateTime(savedAt, timeZone)}
        </h2>
        <p class="mt-0.5 text-ink/80">
          This browser kept them; they are not in the form.{' '}
          {isNew ? `Restore them to go on writing this ${what}.` : `Here they are beside the ${what} as saved now.`}
          {savedSince && ` The ${what} was saved since they were made: restoring puts only the fields you changed on top of the saved version.`}
        </p>
      </div>
      {rows.length > 0 && (
        <FieldChanges
          label="Unsaved changes"
          firstLabel={isNew ? 'In the form' : 'Saved now'}
          secondLabel="Your unsaved changes"
          rows={rows.map((row) => ({ key: row.key, label: row.label, first: row.before, second: row.after, long: row.long }))}
        />
      )}
      <div class="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onRestore}>
          Restore them
        </Button>
        <Button variant="ghost" size="sm" onClick={onDiscard}>
          Discard them
        </Button>
      </div>
    </section>
  );
}
