// Admin registration (docs/PRODUCT.md §2): a new admin account, allowed by the registration key; the
// outcome is a toast (docs/PRODUCT.md §8).

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCheckedForm } from '@/lib/use-checked-form';
import { register } from '../api/auth';
import { type RegisterValues, validateRegister } from '../validation';

const EMPTY: RegisterValues = { username: '', password: '', confirmPassword: '', registrationKey: '' };

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const form = useCheckedForm(EMPTY, validateRegister);

  const onSubmit = form.submit(async (values) => {
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
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} class="flex flex-col gap-5">
      <TextField label="Username" autoComplete="username" autoCapitalize="none" spellcheck={false} {...form.bind('username')} />
      <TextField label="Password" type="password" autoComplete="new-password" {...form.bind('password')} />
      <TextField label="Confirm Password" type="password" autoComplete="new-password" {...form.bind('confirmPassword')} />
      <TextField
        label="Registration Key"
        autoComplete="off"
        spellcheck={false}
        hint="This key is provided by your administrator"
        {...form.bind('registrationKey')}
      />
      <Button type="submit" disabled={form.busy} class="mt-1 w-full rounded-xl">
        {form.busy ? 'Registering...' : 'Register'}
      </Button>
    </form>
  );
}
