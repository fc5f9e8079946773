// Two-factor sign-in: whether it is on; turning it on (the current password, then a secret shown
// as a QR code and as text, then a code from the app to confirm, then the ten recovery codes,
// shown once); turning it off with a current code or a recovery code. Turning it on or off ends
// the admin's other sessions: the answer's new token replaces this session's.

import { ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CopyableCode } from '@/components/ui/copyable-code';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Panel } from '@/components/ui/panel';
import { ApiError, errorMessage } from '@/lib/api-client';
import { TotpStartInput } from '@/lib/api-rules';
import { checkSecret } from '@/lib/field-rules';
import { useRefetch } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import {
  ACCOUNT_PATH,
  type AccountUser,
  type PasswordChangeResponse,
  type RecoveryCodes,
  type TotpSetup,
  useConfirmTotp,
  useDisableTotp,
  useStartTotp,
} from '../api/account';
import { compactCode, groupSecret, isSixDigitCode } from '../validation';
import { ProofDialog } from './proof-dialog';
import { RecoveryCodesList } from './recovery-codes';


/** A refused code: the server's message goes under the field, any other failure into a toast. */
function reportCodeFailure(failure: unknown, fallback: string, underField: (message: string) => void) {
  const message = failure instanceof ApiError ? failure.fieldErrors.code : undefined;
  if (message) underField(message);
  else toast({ variant: 'destructive', title: 'Error', description: errorMessage(failure, fallback) });
}
/** Keeps the token (and user) a change answers, as a login keeps its token. */
type NewSession = (token: string, user: PasswordChangeResponse['user']) => void;

export function TwoFactorPanel({ user, onNewSession }: { user: AccountUser; onNewSession: NewSession }) {
  const refetch = useRefetch(ACCOUNT_PATH);
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const [turningOn, setTurningOn] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  const on = user.totpEnabled;

  /** A 409: the account is not in the state this screen shows; show the server's. */
  function outOfStep(error: unknown): boolean {
    if (!(error instanceof ApiError) || error.status !== 409) return false;
    toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Two-factor sign-in changed elsewhere.') });
    setSetup(null);
    void refetch();
    return true;
  }

  return (
    <Panel>
      <div class="flex items-center gap-2 border-b border-line px-4 py-3">
        <ShieldCheck size={16} aria-hidden="true" class="text-main" />
        <h2 class="font-sans text-sm font-semibold">Two-factor sign-in</h2>
      </div>
      <div class="flex flex-col gap-4 p-4">
        <div class="flex flex-wrap items-center gap-x-3 gap-y-2">
          <p class="flex items-center gap-2 text-sm" data-testid="totp-status">
            <span class="text-muted">Status:</span>
            <Badge tone={on ? 'success' : 'neutral'}>{on ? 'On' : 'Off'}</Badge>
          </p>
          <p class="text-sm text-muted">
            {on
              ? 'Signing in asks for a code from your authenticator app after your password.'
              : 'Signing in asks only for your password. A code from an authenticator app makes it safer.'}
          </p>
        </div>

        {codes ? (
          <RecoveryCodesList username={user.username} codes={codes} onDone={() => setCodes(null)} />
        ) : setup ? (
          <SetupSteps
            setup={setup}
            onCancel={() => setSetup(null)}
            onConfirmed={({ recoveryCodes, token, user: now }) => {
              onNewSession(token, now);
              setSetup(null);
              setCodes(recoveryCodes);
            }}
            onOutOfStep={outOfStep}
          />
        ) : on ? (
          <div>
            <Button variant="secondary" size="sm" onClick={() => setTurningOff(true)}>
              Turn off two-factor sign-in
            </Button>
          </div>
        ) : (
          <div>
            <Button variant="primary" size="sm" onClick={() => setTurningOn(true)}>
              Turn on two-factor sign-in
            </Button>
          </div>
        )}
      </div>
      <TurnOnDialog
        open={turningOn}
        username={user.username}
        onClose={() => setTurningOn(false)}
        onStarted={setSetup}
        onOutOfStep={outOfStep}
      />
      <TurnOffDialog
        open={turningOff}
        onClose={() => setTurningOff(false)}
        onOutOfStep={outOfStep}
        onNewSession={onNewSession}
      />
    </Panel>
  );
}

function SetupSteps({
  setup,
  onCancel,
  onConfirmed,
  onOutOfStep,
}: {
  setup: TotpSetup;
  onCancel: () => void;
  onConfirmed: (confirmed: RecoveryCodes) => void;
  onOutOfStep: (error: unknown) => boolean;
}) {
  const confirm = useConfirmTotp();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // A screen-reader user hears the new step begin rather than losing their place.
  useEffect(() => heading.current?.focus(), []);

  const focusCode = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus());

  async function submit(event: Event) {
    event.preventDefault();
    if (confirm.isPending) return;
    if (!isSixDigitCode(code)) {
      setError('Enter the 6-digit code your app shows');
      focusCode();
      return;
    }
    try {
      // No toast: the recovery codes' own notice says it, and says what to do.
      onConfirmed(await confirm.mutateAsync({ code: compactCode(code) }));
    } catch (failure) {
      if (onOutOfStep(failure)) return;
      reportCodeFailure(failure, 'Failed to turn on two-factor sign-in.', (message) => {
        setError(message);
        focusCode();
      });
    }
  }

  return (
    <section aria-labelledby={headingId} class="flex flex-col gap-4 border-t border-line pt-4">
      <h3 id={headingId} ref={heading} tabIndex={-1} class="font-sans text-sm font-semibold outline-none">
        Set up your authenticator app
      </h3>
      <ol class="list-decimal space-y-1 pl-5 text-sm text-muted">
        <li>Scan this QR code with your authenticator app, or enter the setup key by hand.</li>
        <li>Enter the 6-digit code the app shows, then confirm.</li>
      </ol>
      <div class="flex flex-wrap items-start gap-5">
        {/* The server draws the SVG from the otpauth URL; as an image it cannot run anything. */}
        <img
          src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`}
          alt="QR code for your authenticator app"
          width={200}
          height={200}
          class="rounded-lg bg-white p-2"
        />
        <div class="flex min-w-0 flex-1 basis-64 flex-col gap-4">
          <div class="flex flex-col gap-1.5">
            <span class="text-sm font-medium text-ink">Setup key</span>
            <div class="flex flex-wrap items-center gap-2">
              <CopyableCode text={setup.secret} copied="The setup key is on your clipboard." copyLabel="Copy key" testId="totp-secret">
                {groupSecret(setup.secret)}
              </CopyableCode>
            </div>
          </div>
          <form ref={formRef} noValidate onSubmit={submit} class="flex flex-col gap-3">
            <Field label="Code from your app" error={error}>
              {(control) => (
                <Input
                  {...control}
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  spellcheck={false}
                  value={code}
                  onInput={(e) => {
                    setCode((e.currentTarget as HTMLInputElement).value);
                    setError(undefined);
                  }}
                />
              )}
            </Field>
            <div class="flex flex-wrap gap-2">
              <Button variant="primary" size="sm" type="submit" disabled={confirm.isPending}>
                {confirm.isPending ? 'Confirming...' : 'Confirm'}
              </Button>
              <Button variant="secondary" size="sm" onClick={onCancel} disabled={confirm.isPending}>
                Cancel
              </Button>
            </div>
          </form>
        </div>
      </div>
    </section>
  );
}

/** Turning two-factor on starts with the current password, as a password change does. */
function TurnOnDialog({
  open,
  username,
  onClose,
  onStarted,
  onOutOfStep,
}: {
  open: boolean;
  username: string;
  onClose: () => void;
  onStarted: (setup: TotpSetup) => void;
  onOutOfStep: (error: unknown) => boolean;
}) {
  const start = useStartTotp();
  return (
    <ProofDialog
      open={open}
      onClose={onClose}
      onOutOfStep={onOutOfStep}
      title="Turn on two-factor sign-in"
      description="Prove it is you first. Turning it on signs you out everywhere else."
      submitLabel="Continue"
      busyLabel="Starting..."
      busy={start.isPending}
      // Lets a password manager tell whose password is asked; never shown.
      hidden={<input type="text" name="username" autoComplete="username" value={username} readOnly hidden />}
      field={{ label: 'Current password', name: 'currentPassword', type: 'password', autoComplete: 'current-password' }}
      problem={(password) => checkSecret(TotpStartInput.currentPassword, password)}
      prove={async (password) => {
        const setup = await start.mutateAsync({ currentPassword: password });
        return () => onStarted(setup);
      }}
      refused={(failure, underField) => {
        const message = failure instanceof ApiError ? failure.fieldErrors.currentPassword : undefined;
        if (message) underField(message);
        else toast({ variant: 'destructive', title: 'Error', description: errorMessage(failure, 'Failed to start the two-factor setup.') });
      }}
    />
  );
}

function TurnOffDialog({
  open,
  onClose,
  onOutOfStep,
  onNewSession,
}: {
  open: boolean;
  onClose: () => void;
  onOutOfStep: (error: unknown) => boolean;
  onNewSession: NewSession;
}) {
  const disable = useDisableTotp();
  return (
    <ProofDialog
      open={open}
      onClose={onClose}
      onOutOfStep={onOutOfStep}
      title="Turn off two-factor sign-in"
      description="Signing in will ask only for your password, and you are signed out everywhere else. Prove it is you first."
      submitLabel="Turn off"
      busyLabel="Turning off..."
      tone="danger"
      busy={disable.isPending}
      field={{
        label: 'Code or recovery code',
        hint: 'The 6-digit code your app shows now, or one of your unused recovery codes.',
        name: 'code',
        autoComplete: 'one-time-code',
        spellcheck: false,
      }}
      problem={(code) => (code.trim() ? undefined : 'Enter a code or a recovery code')}
      prove={async (code) => {
        const { token, user } = await disable.mutateAsync({ code: code.trim() });
        onNewSession(token, user);
        return () =>
          toast({
            title: 'Two-factor sign-in is off',
            description: 'Signing in asks only for your password now. Your other sessions have ended.',
          });
      }}
      refused={(failure, underField) => reportCodeFailure(failure, 'Failed to turn off two-factor sign-in.', underField)}
    />
  );
}
