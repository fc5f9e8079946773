// Change password: the current one, the new one twice. The browser checks the form first, the
// server then checks the current password and shows its messages under the fields. The answer
// ends the admin's other sessions and carries a new token for this one, which replaces the old.

import { KeyRound } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Panel } from '@/components/ui/panel';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCheckedForm } from '@/lib/use-checked-form';
import { type PasswordChangeResponse, useChangePassword } from '../api/account';
import { type PasswordChangeValues, validatePasswordChange } from '../validation';

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', repeatPassword: '' };

export function PasswordForm({
  username,
  onNewSession,
}: {
  /** For password managers, which file the new password under this name. */
  username?: string;
  /** Keeps the new token and user in place of the old session's. */
  onNewSession: (token: string, user: PasswordChangeResponse['user']) => void;
}) {
  const change = useChangePassword();
  const form = useCheckedForm(EMPTY, validatePasswordChange);
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstInvalid = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const onSubmit = form.submit(async ({ currentPassword, newPassword }) => {
    try {
      const { token, user } = await change.mutateAsync({ currentPassword, newPassword });
      onNewSession(token, user);
      form.reset();
      toast({ title: 'Password changed', description: 'Your other sessions have ended.' });
    } catch (error) {
      if (error instanceof ApiError) {
        const { currentPassword: current, newPassword: next } = error.fieldErrors;
        form.setErrors({ currentPassword: current, newPassword: next });
        if (current || next) focusFirstInvalid();
      }
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to change the password.') });
    }
  }, focusFirstInvalid);

  const field = (name: keyof PasswordChangeValues, label: string, autoComplete: string, hint?: string) => {
    const { error, ...bound } = form.bind(name);
    return (
      <Field label={label} hint={hint} error={error}>
        {(control) => <Input {...control} {...bound} type="password" autoComplete={autoComplete} />}
      </Field>
    );
  };

  return (
    <Panel>
      <div class="flex items-center gap-2 border-b border-line px-4 py-3">
        <KeyRound size={16} aria-hidden="true" class="text-main" />
        <h2 class="font-sans text-sm font-semibold">Change password</h2>
      </div>
      <form ref={formRef} noValidate onSubmit={onSubmit} class="flex flex-col gap-4 p-4">
        {/* Lets a password manager tell whose password changes; never shown. */}
        {username && <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />}
        {field('currentPassword', 'Current password', 'current-password')}
        {field('newPassword', 'New password', 'new-password', 'At least 6 characters.')}
        {field('repeatPassword', 'Repeat new password', 'new-password')}
        <p class="text-xs text-muted">Changing it signs you out everywhere else.</p>
        <div class="flex justify-end">
          <Button variant="primary" size="sm" type="submit" disabled={form.busy}>
            {form.busy ? 'Changing...' : 'Change password'}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
