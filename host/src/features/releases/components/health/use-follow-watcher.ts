import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type SectionName } from '@colophon/shared/contracts';
import { releaseHistoryQueryOptions } from '../../api/get-release-history';
import { releaseKeys } from '../../api/get-releases';

/**
 * While a section's health panel is open, follows its release history (polled)
 * and refreshes the release list when a new entry appears: the rollout watcher
 * rolls back or promotes on the server, and the card above should say so.
 */
export function useFollowWatcher(section: SectionName) {
  const queryClient = useQueryClient();
  const newest = useQuery({
    ...releaseHistoryQueryOptions(section),
    select: (list) => list[0]?.id,
  });
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (newest.data === undefined) return;
    if (seen.current !== undefined && seen.current !== newest.data) {
      void queryClient.invalidateQueries({ queryKey: releaseKeys.all, exact: true });
    }
    seen.current = newest.data;
  }, [newest.data, queryClient]);
}
