// Registration information: the current key from the server, Copy, and Rotate (confirmed first).

import { KeyRound, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyableCode } from '@/components/ui/copyable-code';
import { Panel } from '@/components/ui/panel';
import { paths } from '@/config/paths';
import { useConfirmedAction } from '@/lib/use-confirmed-action';
import { useRotateRegistrationKey } from '../api/users';

export function RegistrationCard({
  registrationKey,
  loading,
  failed,
}: {
  registrationKey: string | undefined;
  loading: boolean;
  failed: boolean;
}) {
  const rotation = useConfirmedAction<void>(useRotateRegistrationKey(), {
    confirmLabel: 'Rotate Key',
    busyLabel: 'Rotating...',
    done: () => ({ title: 'Registration key rotated', description: 'The old key no longer works. Share the new one.' }),
    failed: 'Failed to rotate the registration key.',
  });

  return (
    <Panel>
      <div class="flex items-center gap-2 border-b border-line px-4 py-3">
        <KeyRound size={16} aria-hidden="true" class="text-main" />
        <h2 class="font-sans text-sm font-semibold">Registration Information</h2>
      </div>
      <div class="flex flex-col gap-3 p-4">
        <p class="text-sm text-muted">
          New admins create their account at{' '}
          <a href={paths.admin.register} class="text-main-ink underline decoration-main/40 underline-offset-2 hover:decoration-main">
            {paths.admin.register}
          </a>{' '}
          with this registration key. Rotate it when someone should no longer be able to register.
        </p>
        <div class="flex flex-wrap items-center gap-2">
          <span class="text-xs font-medium tracking-wide text-muted uppercase">
            Registration key
          </span>
          <CopyableCode text={registrationKey} copied="The registration key is on your clipboard." testId="registration-key">
            {loading ? 'Loading…' : failed ? 'Unavailable' : registrationKey}
          </CopyableCode>
          <Button variant="secondary" size="xs" onClick={() => rotation.ask()} disabled={loading}>
            <RotateCw size={13} aria-hidden="true" />
            Rotate
          </Button>
        </div>
      </div>
      <ConfirmDialog {...rotation.dialog} title="Rotate the registration key?" tone="primary">
        A new key replaces the current one, which stops working at once. Anyone who has the old key and has not
        registered yet will need the new one.
      </ConfirmDialog>
    </Panel>
  );
}
