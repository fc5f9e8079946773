// Admin login (docs/PRODUCT.md §2): validates, posts the credentials, stores the token on success and
// reports the outcome with the toasts of docs/PRODUCT.md §8; a refusal is also said above the button
// until a field is edited. An account with two-factor sign-in on is refused with `totpRequired`:
// the form then asks for the code and sends the credentials again with it.

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

/** Why the last attempt failed, shown above the button. */
interface Failure {
  title: string;
  message: string;
}

const CODE_REQUIRED = 'Enter the code from your authenticator app or a recovery code';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  // What the server said when it first asked for a code.
  const [codeRequest, setCodeRequest] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useCheckedForm<Values>({ username: '', password: '', totp: '' }, (values) => {
    const errors = validateLogin(values);
    return codeRequest && !values.totp.trim() ? { ...errors, totp: CODE_REQUIRED } : errors;
  });

  // Each request for a code (the first, or after a wrong one) selects the code field.
  const [codeAsked, setCodeAsked] = useState(0);
  useEffect(() => {
    const field = codeAsked > 0 && formRef.current?.querySelector<HTMLInputElement>('input[name="totp"]');
    if (field) {
      field.focus();
      field.select();
    }
  }, [codeAsked]);

  /** A field's props; editing it clears the last failure, which was about the values before. */
  const bind = (field: keyof Values) => {
    const bound = form.bind(field);
    return {
      ...bound,
      onInput: (event: Event) => {
        setFailure(null);
        bound.onInput(event);
      },
    };
  };

  const onSubmit = form.submit(async (values) => {
    setFailure(null);
    const totp = codeRequest ? values.totp.trim() : undefined;
    try {
      const { token, user } = await login({ username: values.username.trim(), password: values.password, totp });
      startSession(token, user);
      toast({ title: 'Login successful', description: 'You are now logged in to the admin dashboard' });
      onSuccess();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401 && error.json.totpRequired === true) {
        const message = error.serverMessage ?? CODE_REQUIRED;
        if (totp === undefined) setCodeRequest(message);
        else setFailure({ title: 'Code not accepted', message });
        setCodeAsked((n) => n + 1);
        return;
      }
      // A wrong password: the server asks for a code again once the password is right.
      if (error instanceof ApiError && error.status === 401) setCodeRequest(null);
      const message = errorMessage(error, 'Invalid username or password');
      setFailure({ title: 'Login failed', message });
      toast({ variant: 'destructive', title: 'Login failed', description: message });
    }
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} class="flex flex-col gap-5">
      <TextField label="Username" autoComplete="username" autoCapitalize="none" spellcheck={false} {...bind('username')} />
      <TextField label="Password" type="password" autoComplete="current-password" {...bind('password')} />
      {codeRequest && (
        <>
          {/* Digits on phones, yet any text: a recovery code has letters. */}
          <TextField
            label="Two-factor code"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellcheck={false}
            {...bind('totp')}
          />
          <Alert tone="info" title="Two-factor sign-in">
            {codeRequest}
          </Alert>
        </>
      )}
      {failure && <Alert title={failure.title}>{failure.message}</Alert>}
      <Button type="submit" disabled={form.busy} class="mt-1 w-full rounded-xl">
        {form.busy ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
