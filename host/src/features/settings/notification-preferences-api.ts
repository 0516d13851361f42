// The signed-in user's notification preferences: read them, save them.
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import {
  type Mutation,
  type NotificationPreferences,
  type Single,
} from '@colophon/shared/contracts';

export const preferencesKeys = { all: ['notifications', 'preferences'] as const };

export async function fetchPreferences(): Promise<NotificationPreferences> {
  const { data } = await apiClient.get<Single<NotificationPreferences>>(
    'notifications/preferences',
  );
  return data.data;
}

export async function savePreferences(
  input: NotificationPreferences,
): Promise<NotificationPreferences> {
  const { data } = await apiClient.put<Mutation<NotificationPreferences>>(
    'notifications/preferences',
    input,
  );
  return data.data;
}

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: preferencesKeys.all, queryFn: fetchPreferences });
