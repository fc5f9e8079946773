// An item's history (docs/DESIGN.md, "HTTP contract, phase 3"): its versions newest first, who
// saved each and when, what the chosen one holds differently from the item as stored now, and
// "Restore this version". Restoring asks first, and says so when the form holds unsaved changes
// that it would discard (as leaving the page does); the server makes the restore a new version,
// so the version stored now stays in the history and nothing is lost.

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import type { HistoryProps } from '@/components/ui/history-slot';
import { LoadFailed, Loading } from '@/components/ui/load-state';
import { StatePanel } from '@/components/ui/panel';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { type Revision, useRestoreRevision, useRevisions } from '../api/revisions';
import { RevisionChanges } from './revision-changes';
import { RevisionList } from './revision-list';

export function HistoryDialog({ open, onClose, ...props }: HistoryProps & { open: boolean; onClose: () => void }) {
  const { kind, itemId, name, version, dirty, timeZone, onRestored } = props;
  const revisions = useRevisions(kind, itemId, open);
  const restore = useRestoreRevision();
  const [chosen, setChosen] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);

  const list = revisions.data ?? [];
  const earlier = list.filter((revision) => revision.version !== version);
  // The newest version before the one stored now, until the admin chooses another.
  const selected: Revision | undefined = list.find((revision) => revision.id === chosen) ?? earlier[0];
  const restorable = selected !== undefined && selected.version !== version;

  function close() {
    if (restore.isPending) return;
    setChosen(null);
    setConfirming(false);
    onClose();
  }

  async function confirmRestore() {
    if (!selected) return;
    try {
      const item = await restore.mutateAsync(selected.id);
      setConfirming(false);
      setChosen(null);
      onClose();
      onRestored(item);
      toast({
        title: `Restored version ${selected.version}`,
        description: `Version ${selected.version} of ${name} is back, saved as a new version.`,
      });
    } catch (error) {
      setConfirming(false);
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'The version could not be restored.') });
    }
  }

  return (
    <>
      <Dialog
        open={open}
        onClose={close}
        title="History"
        description={`The saved versions of ${name}, newest first. Choose one to see what it holds differently from now.`}
        size="xl"
        footer={
          earlier.length > 0 && (
            <Button variant="primary" size="sm" onClick={() => setConfirming(true)} disabled={!restorable || restore.isPending}>
              Restore this version
            </Button>
          )
        }
      >
        {revisions.isPending ? (
          <Loading label="Loading the history" space="py-12" />
        ) : revisions.isError ? (
          <LoadFailed title="Could not load the history" error={revisions.error} onRetry={() => void revisions.refetch()} />
        ) : earlier.length === 0 ? (
          <StatePanel title="No earlier versions yet">
            Each save keeps the version it makes here, so that an earlier one can be put back.
          </StatePanel>
        ) : (
          <div class="grid gap-4 sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-5">
            <RevisionList
              revisions={list}
              selected={selected?.id ?? null}
              version={version}
              timeZone={timeZone}
              onSelect={(revision) => setChosen(revision.id)}
            />
            {selected && (
              <section aria-live="polite" class="min-w-0">
                <RevisionChanges
                  key={selected.id}
                  revision={selected}
                  version={version}
                  current={props.current}
                  fields={props.fields}
                  comparable={props.comparable}
                  timeZone={timeZone}
                />
              </section>
            )}
          </div>
        )}
      </Dialog>

      <ConfirmDialog
        open={confirming}
        title={`Restore version ${selected?.version ?? ''}?`}
        confirmLabel={dirty ? 'Discard changes and restore' : 'Restore'}
        busyLabel="Restoring…"
        busy={restore.isPending}
        tone={dirty ? 'danger' : 'primary'}
        onConfirm={() => void confirmRestore()}
        onCancel={() => setConfirming(false)}
      >
        Restoring puts {name} back as version {selected?.version} left it, saved as a new version: the version stored now
        stays in the history.
        {dirty && ' Your unsaved changes in the form are discarded.'}
      </ConfirmDialog>
    </>
  );
}
