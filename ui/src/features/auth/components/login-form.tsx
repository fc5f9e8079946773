// Admin login (SPEC.md §2): validates, posts the credentials, stores the token on success and
// reports the outcome with the toasts of SPEC.md §8.

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { login } from '../api/auth';
import { setSessionUser } from '../session-user';
import { setToken } from '../token';
import { type FieldErrors, hasErrors, type LoginValues, validateLogin } from '../validation';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof LoginValues>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  // Validation runs on submit first, then again on every change (SPEC.md §4).
  const update = (field: keyof LoginValues) => (event: Event) => {
    const next = { ...values, [field]: (event.currentTarget as HTMLInputElement).value };
    setValues(next);
    if (submitted) setErrors(validateLogin(next));
  };

  async function onSubmit(event: Event) {
    event.preventDefault();
    setSubmitted(true);
    const found = validateLogin(values);
    setErrors(found);
    if (hasErrors(found)) return;

    setBusy(true);
    try {
      const { token, user } = await login({ username: values.username.trim(), password: values.password });
      setToken(token);
      setSessionUser(user);
      toast({ title: 'Login successful', description: 'You are now logged in to the admin dashboard' });
      onSuccess();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Login failed',
        description: errorMessage(error, 'Invalid username or password'),
      });
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} class="flex flex-col gap-5">
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellcheck={false}
        value={values.username}
        onInput={update('username')}
        error={errors.username}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onInput={update('password')}
        error={errors.password}
      />
      <Button type="submit" disabled={busy} class="mt-1 w-full rounded-xl">
        {busy ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
