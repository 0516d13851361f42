// The bell's list (fetched while it is open, again whenever the unread count
// moves) and its two actions.
import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toApiError, useNotify } from '@colophon/shared';
import { fetchLatest, markAllRead, markRead, notificationKeys } from '../api/notifications-api';

export function useLatestNotifications(open: boolean, unread: number | undefined) {
  const client = useQueryClient();
  // A new notification (or one read elsewhere) refreshes the list; opening fetches it anyway.
  const seen = useRef(unread);
  useEffect(() => {
    if (seen.current === unread) return;
    seen.current = unread;
    void client.invalidateQueries({ queryKey: notificationKeys.list() });
  }, [client, unread]);
  return useQuery({ queryKey: notificationKeys.list(), queryFn: fetchLatest, enabled: open });
}

export function useNotificationActions() {
  const client = useQueryClient();
  const notify = useNotify();
  const showError = (error: unknown) => notify.error(toApiError(error).message);
  const refresh = () => client.invalidateQueries({ queryKey: notificationKeys.all });
  const read = useMutation({ mutationFn: markRead, onSuccess: refresh, onError: showError });
  const readAll = useMutation({ mutationFn: markAllRead, onSuccess: refresh, onError: showError });
  return { read, readAll };
}
