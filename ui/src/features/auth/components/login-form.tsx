// Admin login (SPEC.md §2): validates, posts the credentials, stores the token on success and
// reports the outcome with the toasts of SPEC.md §8. An account with two-factor sign-in on is
// refused with `totpRequired`: the form then asks for the code and sends the credentials again
// with it.

import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCheckedForm } from '@/lib/use-checked-form';
import { login } from '../api/auth';
import { startSession } from '../session-user';
import { type LoginValues, validateLogin } from '../validation';

type Values = LoginValues & { totp: string };

/** What the server said when it asked for a code; `retry` once a code was sent and refused. */
interface CodeRequest {
  message: string;
  retry: boolean;
}

const CODE_REQUIRED = 'Enter the code from your authenticator app or a recovery code';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const [codeRequest, setCodeRequest] = useState<CodeRequest | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useCheckedForm<Values>({ username: '', password: '', totp: '' }, (values) => {
    const errors = validateLogin(values);
    return codeRequest && !values.totp.trim() ? { ...errors, totp: CODE_REQUIRED } : errors;
  });

  // Each request for a code (the first, or after a wrong one) selects the code field.
  useEffect(() => {
    const field = codeRequest && formRef.current?.querySelector<HTMLInputElement>('input[name="totp"]');
    if (field) {
      field.focus();
      field.select();
    }
  }, [codeRequest]);

  const onSubmit = form.submit(async (values) => {
    const totp = codeRequest ? values.totp.trim() : undefined;
    try {
      const { token, user } = await login({ username: values.username.trim(), password: values.password, totp });
      startSession(token, user);
      toast({ title: 'Login successful', description: 'You are now logged in to the admin dashboard' });
      onSuccess();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401 && error.json.totpRequired === true) {
        setCodeRequest({ message: error.serverMessage ?? CODE_REQUIRED, retry: totp !== undefined });
        return;
      }
      // A wrong password: the server asks for a code again once the password is right.
      if (error instanceof ApiError && error.status === 401) setCodeRequest(null);
      toast({
        variant: 'destructive',
        title: 'Login failed',
        description: errorMessage(error, 'Invalid username or password'),
      });
    }
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} class="flex flex-col gap-5">
      <TextField label="Username" autoComplete="username" autoCapitalize="none" spellcheck={false} {...form.bind('username')} />
      <TextField label="Password" type="password" autoComplete="current-password" {...form.bind('password')} />
      {codeRequest && (
        <>
          {/* Digits on phones, yet any text: a recovery code has letters. */}
          <TextField
            label="Two-factor code"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellcheck={false}
            {...form.bind('totp')}
          />
          {codeRequest.retry ? (
            <Alert title="Code not accepted">{codeRequest.message}</Alert>
          ) : (
            <Alert tone="info" title="Two-factor sign-in">
              {codeRequest.message}
            </Alert>
          )}
        </>
      )}
      <Button type="submit" disabled={form.busy} class="mt-1 w-full rounded-xl">
        {form.busy ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
