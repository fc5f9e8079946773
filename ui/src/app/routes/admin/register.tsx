// /admin/register: a new admin account with the key an administrator gave.

import { Link, useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSiteName } from '@/lib/use-site-name';
// The admin area's utilities: a style sheet of its own, never loaded by the public pages.
import '@/styles/admin.css';

export default function RegisterRoute() {
  const [, navigate] = useLocation();
  useDocumentTitle('Admin Registration');
  const siteName = useSiteName();

  return (
    <AuthLayout
      siteName={siteName}
      title="Create an admin account"
      description="You need the registration key from your administrator."
      footer={
        <Link href={paths.admin.login} class="font-medium text-main-ink hover:underline">
          Already have an account? Login here
        </Link>
      }
    >
      <RegisterForm onSuccess={() => navigate(paths.admin.root)} />
    </AuthLayout>
  );
}
