// The notification endpoints, through the one API client.
import { apiClient } from '@colophon/shared';
import {
  type AppNotification,
  type NotificationList,
  type NotificationSummary,
} from '@colophon/shared/contracts';

export const notificationKeys = {
  all: ['notifications'] as const,
  summary: () => [...notificationKeys.all, 'summary'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

/** How many the bell's list shows (the newest). */
export const BELL_PAGE_SIZE = 10;

export async function fetchSummary(): Promise<NotificationSummary> {
  const { data } = await apiClient.get<{ data: NotificationSummary }>('notifications/summary');
  return data.data;
}

export async function fetchLatest(): Promise<NotificationList> {
  const { data } = await apiClient.get<NotificationList>('notifications', {
    params: { per_page: BELL_PAGE_SIZE },
  });
  return data;
}

export async function markRead(id: number): Promise<AppNotification> {
  const { data } = await apiClient.post<{ data: AppNotification }>(`notifications/${id}/read`);
  return data.data;
}

export async function markAllRead(): Promise<number> {
  const { data } = await apiClient.post<{ data: { updated: number } }>('notifications/read-all');
  return data.data.updated;
}
