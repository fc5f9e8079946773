// The Trash (every admin; docs/DESIGN.md, "HTTP contract, phase 3"): what was deleted in the last
// 30 days, the most recent first, with its kind, who deleted it and when, and how long until the
// server deletes it for good; Restore puts an item back where it was, with its id and links. A
// phone shows each row as the item's name with the rest under it.

import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadFailed, Loading } from '@/components/ui/load-state';
import { PageHeader } from '@/components/ui/page-header';
import { StatePanel } from '@/components/ui/panel';
import { rowClasses, Table, Td, Th } from '@/components/ui/table';
import { TRASH_DAYS } from '@/config/constants';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { type Trashed, useRestoreFromTrash, useTrash } from '../api/trash';
import { kindLabel, placeOf, purgeText } from '../trash-items';

const keyOf = (item: Pick<Trashed, 'kind' | 'id'>) => `${item.kind}:${item.id}`;

export function TrashView() {
  const trash = useTrash();
  const restore = useRestoreFromTrash();
  const [restoring, setRestoring] = useState<ReadonlySet<string>>(new Set());

  async function putBack(item: Trashed) {
    const key = keyOf(item);
    setRestoring((keys) => new Set(keys).add(key));
    try {
      await restore.mutateAsync(item);
      const place = placeOf(item.kind);
      toast({ title: `Restored ‘${item.name}’`, description: place ? `It is back in ${place}.` : 'It is back where it was.' });
      // Its button went with its row: focus goes to the screen, not to the page's start.
      document.querySelector<HTMLElement>('main[tabindex]')?.focus();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, `Failed to restore ‘${item.name}’.`) });
    } finally {
      setRestoring((keys) => {
        const next = new Set(keys);
        next.delete(key);
        return next;
      });
    }
  }

  const items = trash.data ?? [];

  return (
    <>
      <PageHeader
        title="Trash"
        description={
          `What admins deleted in the last ${TRASH_DAYS} days. Restore puts an item back where it was, with its ` +
          `links; after ${TRASH_DAYS} days it is deleted for good.`
        }
      />
      {trash.isPending ? (
        <Loading label="Loading the trash" />
      ) : trash.isError ? (
        <LoadFailed title="Could not load the trash" error={trash.error} onRetry={() => void trash.refetch()} />
      ) : items.length === 0 ? (
        <StatePanel title="The trash is empty">
          Deleted services, projects, testimonials, client logos, articles, case studies and media wait here for {TRASH_DAYS}{' '}
          days, so that they can be restored; then they are deleted for good.
        </StatePanel>
      ) : (
        <>
          <p class="mb-2 text-xs text-muted" aria-live="polite">
            {items.length} {items.length === 1 ? 'item' : 'items'} in the trash
          </p>
          <Table caption="Deleted items, the most recent first">
            <thead>
              <tr>
                <Th>Item</Th>
                <Th class="hidden sm:table-cell">Kind</Th>
                <Th class="hidden md:table-cell">Deleted</Th>
                <Th class="hidden sm:table-cell">Purged</Th>
                <Th class="text-right">Restore</Th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <TrashRow key={keyOf(item)} item={item} busy={restoring.has(keyOf(item))} onRestore={() => void putBack(item)} />
              ))}
            </tbody>
          </Table>
        </>
      )}
    </>
  );
}

function TrashRow({ item, busy, onRestore }: { item: Trashed; busy: boolean; onRestore: () => void }) {
  const deleted = `${item.deletedBy}, ${formatDateTime(item.deletedAt)}`;
  const purge = purgeText(item.purgedAt);
  return (
    <tr class={rowClasses}>
      <Td>
        <span class="font-medium break-words [overflow-wrap:anywhere]">{item.name}</span>
        {/* Narrow screens have no Kind, Deleted or Purged column: they go under the name. */}
        <span class="mt-0.5 block text-xs text-muted sm:hidden">
          {kindLabel(item.kind)} · {purge}
        </span>
        <span class="mt-0.5 block text-xs text-muted md:hidden">Deleted by {deleted}</span>
      </Td>
      <Td class="hidden whitespace-nowrap text-muted sm:table-cell">{kindLabel(item.kind)}</Td>
      <Td class="hidden text-muted md:table-cell">
        <span class="block">{item.deletedBy}</span>
        <span class="block text-xs whitespace-nowrap tabular-nums">{formatDateTime(item.deletedAt)}</span>
      </Td>
      <Td class="hidden whitespace-nowrap text-muted sm:table-cell">{purge}</Td>
      <Td class="text-right">
        <Button variant="secondary" size="xs" onClick={onRestore} disabled={busy} aria-label={`Restore ${item.name}`}>
          <RotateCcw size={14} aria-hidden="true" />
          {busy ? 'Restoring...' : 'Restore'}
        </Button>
      </Td>
    </tr>
  );
}
