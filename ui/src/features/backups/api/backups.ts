// The super admin's backups (docs/DESIGN.md "HTTP contract, phase 3"): the server's list and
// schedule, "Back up now", and a download of one. Others get 403 from the server.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiSchema } from '@/lib/api-client';

export type Backup = ApiSchema<'Backup'>;
export type BackupList = ApiSchema<'BackupList'>;

export const BACKUPS_PATH = '/api/admin/backups';

export function useBackups() {
  return useQuery<BackupList>({ queryKey: [BACKUPS_PATH] });
}

/** Takes a backup now; the list shows it (and no longer those the server deleted beyond `keep`). */
export function useTakeBackup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ApiSchema<'BackupResponse'>>(BACKUPS_PATH).then((b) => b.backup),
    onSuccess: () => client.invalidateQueries({ queryKey: [BACKUPS_PATH] }),
  });
}

/** The bytes of the backup called `name`. */
export function fetchBackup(name: string): Promise<Blob> {
  return api.file(`${BACKUPS_PATH}/${encodeURIComponent(name)}`);
}
