// Admin login (SPEC.md §2): validates, posts the credentials, stores the token on success and
// reports the outcome with the toasts of SPEC.md §8.

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCheckedForm } from '@/lib/use-checked-form';
import { login } from '../api/auth';
import { setSessionUser } from '../session-user';
import { setToken } from '../token';
import { type LoginValues, validateLogin } from '../validation';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const form = useCheckedForm<LoginValues>({ username: '', password: '' }, validateLogin);

  const onSubmit = form.submit(async (values) => {
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
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} class="flex flex-col gap-5">
      <TextField label="Username" autoComplete="username" autoCapitalize="none" spellcheck={false} {...form.bind('username')} />
      <TextField label="Password" type="password" autoComplete="current-password" {...form.bind('password')} />
      <Button type="submit" disabled={form.busy} class="mt-1 w-full rounded-xl">
        {form.busy ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
