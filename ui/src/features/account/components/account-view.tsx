// Account: the signed-in admin's own password and two-factor sign-in. Every admin has it.

import { PageHeader } from '@/components/ui/page-header';
import { StatePanel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { type PasswordChangeResponse, useAccount } from '../api/account';
import { PasswordForm } from './password-form';
import { TwoFactorPanel } from './two-factor-panel';

export function AccountView({
  onNewSession,
}: {
  /** Keeps the token a password change or a two-factor change answers, as a login keeps its token. */
  onNewSession: (token: string, user: PasswordChangeResponse['user']) => void;
}) {
  const account = useAccount();

  return (
    <>
      <PageHeader title="Account" description="Your password and two-factor sign-in." />
      <div class="flex max-w-3xl flex-col gap-6">
        <PasswordForm username={account.data?.username} onNewSession={onNewSession} />
        {account.isPending ? (
          <div class="py-10 text-center">
            <Spinner label="Loading account" />
          </div>
        ) : account.isError ? (
          <StatePanel tone="error" role="alert" title="Could not load your account">
            Reload the page to try again.
          </StatePanel>
        ) : (
          <TwoFactorPanel user={account.data} onNewSession={onNewSession} />
        )}
      </div>
    </>
  );
}
