// GET /api/admin/dashboard: content counts, unread inquiries and visit totals.

import { useQuery } from '@tanstack/react-query';
import type { ApiSchema } from '@/lib/api-client';
import { DASHBOARD_PATH } from '@/lib/query-client';

export type DashboardData = ApiSchema<'Dashboard'>;


export function useDashboard() {
  return useQuery<DashboardData>({ queryKey: [DASHBOARD_PATH] });
}
