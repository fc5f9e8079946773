// What an admin sees when their save was refused because someone else changed the item first
// (a 412, docs/DESIGN.md "HTTP contract, phase 3"): who and when, each field the stored version
// and theirs hold differently (and who changed it), and the two ways on: "Reload theirs" (drop
// my changes, edit what is stored now) and "Keep mine" (my changed fields on top of what is
// stored now, saved at once). Closing it (Escape, ×) decides nothing: the form keeps the admin's
// work, unsaved. Nothing is lost without the admin choosing it.

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format-date';
import type { ChangedBy, ConflictRow } from '@/lib/field-diff';
import { FieldChanges } from './field-changes';

/** A refused save, as the dialog shows it. */
export interface Conflict {
  /** The item as a sentence names it: "service", "post", "Hero section". */
  what: string;
  /** `what` is a plural ("settings"): "these settings". */
  plural?: boolean;
  /** The fields that differ; empty when only the version moved. */
  rows: readonly ConflictRow[];
  /** The admin whose change came first, when the server says. */
  changedBy?: string;
  /** When the stored version was saved (RFC 3339), when it says. */
  changedAt?: string;
  /** The item was deleted meanwhile: "Keep mine" puts it back with the admin's values. */
  deleted?: boolean;
}

const NOTES: Record<ChangedBy, { note: string; tone: 'neutral' | 'main' | 'accent' }> = {
  them: { note: 'Changed by them', tone: 'neutral' },
  you: { note: 'Changed by you', tone: 'main' },
  both: { note: 'Changed by both', tone: 'accent' },
};

export function ConflictDialog({
  conflict,
  timeZone,
  busy = false,
  onReload,
  onKeepMine,
  onClose,
}: {
  conflict: Conflict | null;
  /** The clock "when" is told on (the site's, in the editors). */
  timeZone?: string;
  /** "Keep mine" is being saved. */
  busy?: boolean;
  onReload: () => void;
  onKeepMine: () => void;
  onClose: () => void;
}) {
  const who = conflict?.changedBy ? `${conflict.changedBy}` : 'Another admin';
  const when = conflict?.changedAt ? ` on ${formatDateTime(conflict.changedAt, timeZone)}` : '';
  const subject = `${conflict?.plural ? 'these' : 'this'} ${conflict?.what ?? 'item'}`;
  const title = `Someone else ${conflict?.deleted ? 'deleted' : 'changed'} ${subject}`;
  const mine = conflict?.rows.filter((row) => row.by !== 'them').length ?? 0;

  return (
    <Dialog
      open={conflict !== null}
      onClose={() => {
        if (!busy) onClose();
      }}
      title={title}
      description={
        conflict?.deleted
          ? `${who} deleted it after you opened it. Your changes are not saved yet.`
          : `${who} saved ${conflict?.plural ? 'them' : 'it'}${when}, after you opened ${conflict?.plural ? 'them' : 'it'}. Your changes are not saved yet: nothing was overwritten.`
      }
      size="lg"
      footer={
        <>
          <Button variant="secondary" size="sm" onClick={onReload} disabled={busy}>
            Reload theirs
          </Button>
          <Button variant="primary" size="sm" onClick={onKeepMine} disabled={busy}>
            {busy ? 'Saving...' : 'Keep mine'}
          </Button>
        </>
      }
    >
      {conflict && (
        <div class="flex flex-col gap-4 text-sm">
          {conflict.deleted ? null : conflict.rows.length > 0 ? (
            <FieldChanges
              label="What differs"
              firstLabel="Theirs (saved now)"
              secondLabel="Yours (not saved)"
              rows={conflict.rows.map((row) => ({ ...row, first: row.theirs, second: row.mine, ...NOTES[row.by] }))}
            />
          ) : (
            <p class="text-muted">Their version and yours hold the same values.</p>
          )}
          <ul class="flex list-disc flex-col gap-1 pl-5 text-muted">
            <li>
              <span class="font-medium text-ink">Reload theirs</span>: {conflict.deleted ? 'drop your changes; it stays deleted.' : 'drop your changes and go on from the version saved now.'}
            </li>
            <li>
              <span class="font-medium text-ink">Keep mine</span>:{' '}
              {conflict.deleted
                ? 'save it again, with your values.'
                : mine > 0
                  ? 'save your changes on top of theirs; the fields you did not change keep their version.'
                  : 'save on top of theirs (you changed none of the fields that differ).'}
            </li>
          </ul>
        </div>
      )}
    </Dialog>
  );
}
