// An unknown path under /admin, for a logged-in admin.

import { Link } from 'wouter';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';

export default function AdminNotFoundRoute() {
  return (
    <>
      <PageHeader title="Page Not Found" description="There is no admin screen at this address." />
      <Link href={paths.admin.dashboard} class="text-sm font-medium text-main-ink hover:underline">
        Back to the dashboard
      </Link>
    </>
  );
}
