// Backups (super admin, under Site Settings): the server's checked copies of the database with a
// download each, "Back up now", and when the server takes none, how to turn them on.

import { DatabaseBackup, Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadFailed, Loading } from '@/components/ui/load-state';
import { Panel } from '@/components/ui/panel';
import { rowClasses, Table, Td, Th } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { formatBytes } from '@/lib/format-bytes';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { type Backup, type BackupList, fetchBackup, useBackups, useTakeBackup } from '../api/backups';

export function BackupsPanel() {
  const backups = useBackups();
  const take = useTakeBackup();
  const configured = backups.data?.configured === true;

  async function backUpNow() {
    try {
      const backup = await take.mutateAsync();
      toast({ title: 'Backup taken', description: `${backup.name}, ${formatBytes(backup.size)}, checked and kept on the server.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'The backup could not be taken.') });
    }
  }

  return (
    <Panel class="mt-6 max-w-3xl">
      <div class="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-3">
        <div class="flex items-center gap-2">
          <DatabaseBackup size={16} aria-hidden="true" class="text-main" />
          <h2 class="font-sans text-sm font-semibold">Backups</h2>
        </div>
        {configured && (
          <Button variant="primary" size="sm" onClick={backUpNow} disabled={take.isPending}>
            {take.isPending ? 'Backing up...' : 'Back up now'}
          </Button>
        )}
      </div>
      <div class="flex flex-col gap-4 p-4">
        {backups.isPending ? (
          <Loading label="Loading backups" space="py-12" />
        ) : backups.isError ? (
          <LoadFailed title="The backups could not be loaded" error={backups.error} onRetry={() => void backups.refetch()} />
        ) : (
          <BackupsBody list={backups.data} />
        )}
      </div>
    </Panel>
  );
}

function BackupsBody({ list }: { list: BackupList }) {
  if (!list.configured) {
    return (
      <p class="text-sm text-muted" data-testid="backups-off">
        Backups are off. Start the server with <code class="text-ink">--backup-dir DIR</code> (or{' '}
        <code class="text-ink">AGENCY_BACKUP_DIR=DIR</code>) and it takes a checked copy of the whole database every day,
        keeping the last 7; <code class="text-ink">--backup-every</code> (such as 6h) and{' '}
        <code class="text-ink">--backup-keep</code> change how often and how many.
      </p>
    );
  }
  return (
    <>
      <p class="text-sm text-muted">
        {scheduleSentence(list)} Each holds every inquiry and account of the site: keep the files you download private.
      </p>
      {list.backups.length === 0 ? (
        <p class="text-sm text-muted">No backup yet: the first comes one interval after the server started, or now with Back up now.</p>
      ) : (
        <Table caption="Backups, newest first">
          <thead>
            <tr>
              <Th>Name</Th>
              <Th class="hidden sm:table-cell">Size</Th>
              <Th>Taken</Th>
              <Th class="text-right">Download</Th>
            </tr>
          </thead>
          <tbody>
            {list.backups.map((backup) => (
              <BackupRow key={backup.name} backup={backup} />
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}

/** "A checked copy every 24h into /var/backups, the newest 7 kept." */
export function scheduleSentence({ every, dir, keep }: Pick<BackupList, 'every' | 'dir' | 'keep'>): string {
  const kept = keep === 1 ? 'the newest one kept' : `the newest ${keep} kept`;
  return `The server takes a checked copy every ${every} into ${dir}, ${kept}.`;
}

function BackupRow({ backup }: { backup: Backup }) {
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      saveFile(await fetchBackup(backup.name), backup.name);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'The backup could not be downloaded.') });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <tr class={rowClasses}>
      <Td>
        <span class="font-mono text-xs break-all">{backup.name}</span>
        <span class="mt-0.5 block text-xs text-muted sm:hidden">{formatBytes(backup.size)}</span>
      </Td>
      <Td class="hidden whitespace-nowrap text-muted tabular-nums sm:table-cell">{formatBytes(backup.size)}</Td>
      <Td class="whitespace-nowrap text-muted tabular-nums">{formatDateTime(backup.createdAt)}</Td>
      <Td class="text-right">
        <Button variant="secondary" size="xs" onClick={download} disabled={downloading} aria-label={`Download ${backup.name}`}>
          <Download size={14} aria-hidden="true" />
          {downloading ? 'Downloading...' : 'Download'}
        </Button>
      </Td>
    </tr>
  );
}

/** Hands `blob` to the browser as a download called `name`. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // A large file may take the browser a moment to start saving: the URL stays a minute.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
