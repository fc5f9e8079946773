// /admin and /admin/login. Opening the login clears local storage (SPEC.md §2) and the admin
// area's query cache, so the next session starts clean.

import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { queryClient } from '@/lib/query-client';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function LoginRoute() {
  const [, navigate] = useLocation();
  useDocumentTitle('Admin Login');

  useEffect(() => {
    queryClient.clear();
    try {
      localStorage.clear();
    } catch {
      // Storage disabled: there is nothing to clear.
    }
  }, []);

  return (
    <AuthLayout
      title="Admin Login"
      description="Sign in to manage the site's content."
      footer={
        <Link href={paths.admin.register} class="font-medium text-main-ink hover:underline">
          Need an account? Register here
        </Link>
      }
    >
      <LoginForm onSuccess={() => navigate(paths.admin.dashboard)} />
    </AuthLayout>
  );
}
