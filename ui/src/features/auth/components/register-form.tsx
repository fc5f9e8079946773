// Admin registration (SPEC.md §2): a new admin account, allowed by the registration key; the
// outcome is a toast (SPEC.md §8).

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { register } from '../api/auth';
import { type FieldErrors, hasErrors, type RegisterValues, validateRegister } from '../validation';

const EMPTY: RegisterValues = { username: '', password: '', confirmPassword: '', registrationKey: '' };

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof RegisterValues>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  const update = (field: keyof RegisterValues) => (event: Event) => {
    const next = { ...values, [field]: (event.currentTarget as HTMLInputElement).value };
    setValues(next);
    if (submitted) setErrors(validateRegister(next));
  };

  async function onSubmit(event: Event) {
    event.preventDefault();
    setSubmitted(true);
    const found = validateRegister(values);
    setErrors(found);
    if (hasErrors(found)) return;

    setBusy(true);
    try {
      await register({
        username: values.username.trim(),
        password: values.password,
        registrationKey: values.registrationKey.trim(),
      });
      toast({ title: 'Registration successful', description: 'Your account has been created. You can now log in.' });
      onSuccess();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Registration failed',
        description: errorMessage(error, 'Something went wrong. Please try again.'),
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
        autoComplete="new-password"
        value={values.password}
        onInput={update('password')}
        error={errors.password}
      />
      <TextField
        label="Confirm Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onInput={update('confirmPassword')}
        error={errors.confirmPassword}
      />
      <TextField
        label="Registration Key"
        name="registrationKey"
        autoComplete="off"
        spellcheck={false}
        hint="This key is provided by your administrator"
        value={values.registrationKey}
        onInput={update('registrationKey')}
        error={errors.registrationKey}
      />
      <Button type="submit" disabled={busy} class="mt-1 w-full rounded-xl">
        {busy ? 'Registering...' : 'Register'}
      </Button>
    </form>
  );
}
