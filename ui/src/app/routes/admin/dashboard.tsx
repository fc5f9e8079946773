// Dashboard (docs/PRODUCT.md §2).

import { DashboardView } from '@/features/dashboard/components/dashboard-view';

export default function DashboardRoute() {
  return <DashboardView />;
}
