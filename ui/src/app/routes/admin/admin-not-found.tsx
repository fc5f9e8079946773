// An unknown path under /admin, for a logged-in admin.

import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { AdminScreenHeader } from './admin-screen-header';

export default function AdminNotFoundRoute() {
  return (
    <>
      <AdminScreenHeader title="Page Not Found">There is no admin screen at this address.</AdminScreenHeader>
      <Link href={paths.admin.dashboard} class="text-sm font-medium text-main hover:underline">
        Back to the dashboard
      </Link>
    </>
  );
}
