// /admin/register: a new admin account with the key an administrator gave.

import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useDocumentTitle } from '@/lib/use-document-title';
// The admin area's utilities: a style sheet of its own, never loaded by the public pages.
import '@/styles/admin.css';

export default function RegisterRoute() {
  const [, navigate] = useLocation();
  useDocumentTitle('Admin Registration');

  return (
    <AuthLayout
      title="Create an admin account"
      description="You need the registration key from your administrator."
      other={{ href: paths.admin.login, label: 'Already have an account? Login here' }}
    >
      <RegisterForm onSuccess={() => navigate(paths.admin.root)} />
    </AuthLayout>
  );
}
