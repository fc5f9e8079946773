// Dashboard (SPEC.md §2). Placeholder until its issue lands.

import { AdminScreenHeader } from './admin-screen-header';

export default function DashboardRoute() {
  return <AdminScreenHeader title="Dashboard">An overview of the site's content and visits.</AdminScreenHeader>;
}
