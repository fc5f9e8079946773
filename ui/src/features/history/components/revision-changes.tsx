// What one kept version holds differently from the item as stored now, field by field, as the
// conflict dialog shows a change (labels the form uses, a long text as an excerpt around the
// change): the version on the left, now on the right (one above the other on a phone).

import { FieldChanges } from '@/components/conflict/field-changes';
import type { HistoryProps } from '@/components/ui/history-slot';
import { LoadFailed, Loading } from '@/components/ui/load-state';
import { diffRecords, type Values } from '@/lib/field-diff';
import { type Revision, useRevision } from '../api/revisions';
import { savedBySentence } from '../saved-by';

/** `item` as compared; an item the kind's reading cannot take (a revision kept in an older
 * shape) is compared as it is rather than breaking the screen. */
function compared(comparable: HistoryProps['comparable'], item: unknown): Values {
  const record = item !== null && typeof item === 'object' ? item : {};
  if (!comparable) return record;
  try {
    return comparable(record);
  } catch {
    return record;
  }
}

export function RevisionChanges({
  revision,
  version,
  current,
  fields,
  comparable,
  timeZone,
}: {
  revision: Revision;
  version: number;
} & Pick<HistoryProps, 'current' | 'fields' | 'comparable' | 'timeZone'>) {
  const kept = useRevision(revision.id);
  const saved = savedBySentence(revision, timeZone);

  if (revision.version === version) {
    return (
      <div class="flex flex-col gap-1 text-sm">
        <h3 class="font-sans font-semibold">Version {revision.version}</h3>
        <p class="text-muted">{saved} This is the version stored now.</p>
      </div>
    );
  }
  if (kept.isPending) return <Loading label={`Loading version ${revision.version}`} space="py-12" />;
  if (kept.isError) {
    return <LoadFailed title={`Could not load version ${revision.version}`} error={kept.error} onRetry={() => void kept.refetch()} />;
  }
  const rows = diffRecords(fields, compared(comparable, kept.data.item), compared(comparable, current));
  return (
    <div class="flex flex-col gap-3 text-sm">
      <div>
        <h3 class="font-sans font-semibold">Version {revision.version}</h3>
        <p class="text-muted">{saved}</p>
      </div>
      {rows.length > 0 ? (
        <FieldChanges
          label={`What version ${revision.version} holds differently from now`}
          firstLabel={`Version ${revision.version}`}
          secondLabel="Now"
          rows={rows.map((row) => ({ key: row.key, label: row.label, first: row.before, second: row.after, long: row.long }))}
        />
      ) : (
        <p class="text-muted">It holds the same values as the version stored now.</p>
      )}
    </div>
  );
}
