// GET /api/admin/dashboard: content counts, unread inquiries and visit totals.

import { useQuery } from '@tanstack/react-query';

export interface DashboardData {
  counts: {
    services: number;
    projects: number;
    testimonials: number;
    clientLogos: number;
    unreadSubmissions: number;
  };
  analytics: { totalVisits: number; todayVisits: number };
}

export const DASHBOARD_PATH = '/api/admin/dashboard';

export function useDashboard() {
  return useQuery<DashboardData>({ queryKey: [DASHBOARD_PATH] });
}
