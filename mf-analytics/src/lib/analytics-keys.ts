import { type AnalyticsQuery } from '@colophon/shared/contracts';

/** Query keys of the analytics section: everything hangs off ['analytics']. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  scope: () => [...analyticsKeys.all, 'scope'] as const,
  figures: (query: AnalyticsQuery) => [...analyticsKeys.all, 'figures', query] as const,
  workload: (journalId: number | undefined) =>
    [...analyticsKeys.all, 'workload', journalId ?? 'all'] as const,
};
