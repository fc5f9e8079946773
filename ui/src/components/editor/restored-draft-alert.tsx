// The notice an editor shows when it brought back changes a reload or a closed tab left unsaved
// (the post editor's and the case study's): keep them or discard them, and a warning when the item
// was saved since they were made.

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';

export function RestoredDraftAlert({
  savedAt,
  savedSince,
  what,
  timeZone,
  onKeep,
  onDiscard,
}: {
  /** When the changes were kept (RFC 3339). */
  savedAt: string;
  /** Whether the item was saved after the changes were made. */
  savedSince: boolean;
  /** The item as a sentence names it: "post", "case study". */
  what: string;
  timeZone?: string;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  return (
    <div class="mb-6">
      <Alert
        tone="info"
        title="Unsaved changes restored"
        actions={
          <>
            <Button variant="secondary" size="sm" onClick={onKeep}>
              Keep them
            </Button>
            <Button variant="ghost" size="sm" onClick={onDiscard}>
              Discard them
            </Button>
          </>
        }
      >
        Changes made {formatDateTime(savedAt, timeZone)} were not saved: they are back in the form.
        {savedSince && ` The ${what} has been saved since then: check them before saving.`}
      </Alert>
    </div>
  );
}
