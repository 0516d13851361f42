import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Skeleton } from '@colophon/shared/antd';
import { ErrorState } from '@colophon/shared';
import { type NotificationPreferences } from '@colophon/shared/contracts';
import {
  preferencesKeys,
  preferencesQueryOptions,
  savePreferences,
} from './notification-preferences-api';
import { NotificationPreferencesForm } from './notification-preferences-form';

/** Settings → Notifications: the user's preferences, loaded, then the form. */
export function NotificationSettings() {
  const { t } = useTranslation('host');
  const queryClient = useQueryClient();
  const preferences = useQuery(preferencesQueryOptions());
  if (preferences.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (preferences.isError) {
    return (
      <ErrorState
        message={t('settings.notifications.loadFailed')}
        onRetry={() => void preferences.refetch()}
      />
    );
  }
  const save = async (values: NotificationPreferences) => {
    const saved = await savePreferences(values);
    queryClient.setQueryData(preferencesKeys.all, saved);
    return saved;
  };
  return <NotificationPreferencesForm initial={preferences.data} onSave={save} />;
}
