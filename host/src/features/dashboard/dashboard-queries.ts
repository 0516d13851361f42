import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type Dashboard, type DashboardResponse } from '@colophon/shared/contracts';

export const dashboardKeys = {
  all: ['dashboard'] as const,
};

export async function fetchDashboard(): Promise<Dashboard> {
  const { data } = await apiClient.get<DashboardResponse>('dashboard');
  return data.data;
}

export const dashboardQueryOptions = queryOptions({
  queryKey: dashboardKeys.all,
  queryFn: fetchDashboard,
});
