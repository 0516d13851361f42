// The bell's and the Manuscripts badge's figures, polled (ADR 0006): new
// notifications show without a reload while the tab is visible.
import { useQuery } from '@tanstack/react-query';
import { useAuthStore } from '@colophon/shared';
import { fetchSummary, notificationKeys } from '../api/notifications-api';

/** Modest: one small query per signed-in tab every 10 s, none in a hidden tab. */
export const SUMMARY_POLL_MS = 10_000;

export function useNotificationSummary() {
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  return useQuery({
    queryKey: notificationKeys.summary(),
    queryFn: fetchSummary,
    enabled: signedIn,
    refetchInterval: SUMMARY_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: SUMMARY_POLL_MS / 2,
  });
}
