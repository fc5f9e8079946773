// /admin and /admin/login. Opening the login clears local storage (docs/PRODUCT.md §2) and the admin
// area's query cache, so the next session starts clean.

import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { queryClient } from '@/lib/query-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PUBLIC_SETTINGS_PATH } from '@/lib/use-site-name';
// The admin area's utilities: a style sheet of its own, never loaded by the public pages.
import '@/styles/admin.css';

export default function LoginRoute() {
  const [, navigate] = useLocation();
  useDocumentTitle('Admin Login');

  useEffect(() => {
    // The public settings (the site's name above the form) belong to no session: they stay.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== PUBLIC_SETTINGS_PATH });
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
      other={{ href: paths.admin.register, label: 'Need an account? Register here' }}
    >
      <LoginForm onSuccess={() => navigate(paths.admin.dashboard)} />
    </AuthLayout>
  );
}
