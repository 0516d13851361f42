// The sidebar's badges: the Manuscripts entry counts the manuscripts awaiting
// the reader's own action (from the polled summary) instead of the spec's
// fixed figure; other entries keep what their manifest says.
import { useTranslation } from 'react-i18next';
import { NOTIFICATIONS_NAMESPACE } from '../locales/register';
import { useNotificationSummary } from './use-notification-summary';

export const ACTION_COUNT_PATH = '/manuscripts';

/** The badge of a sidebar entry: a count (0 = no badge) and its accessible title. */
export function useNavBadge(item: { to: string; badge?: number }) {
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const live = item.to === ACTION_COUNT_PATH;
  const { data } = useNotificationSummary();
  const count = live ? (data?.manuscripts_awaiting_action ?? 0) : (item.badge ?? 0);
  return { count, title: live ? t('badge.manuscripts', { count }) : undefined };
}
