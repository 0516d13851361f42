// The sidebar's badges: the entry where the reader's work is (the sidebar
// marks it `actionBadge`: Manuscripts for editors, My Submissions for authors,
// Review Assignments for reviewers) counts the manuscripts awaiting the
// reader's own action, from the polled summary; other entries keep what their
// manifest says.
import { useTranslation } from 'react-i18next';
import { NOTIFICATIONS_NAMESPACE } from '../locales/register';
import { useNotificationSummary } from './use-notification-summary';

/** The badge of a sidebar entry: a count (0 = no badge) and its accessible title. */
export function useNavBadge(item: { badge?: number; actionBadge?: boolean }) {
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const live = item.actionBadge === true;
  const { data } = useNotificationSummary();
  const count = live ? (data?.manuscripts_awaiting_action ?? 0) : (item.badge ?? 0);
  return { count, title: live ? t('badge.manuscripts', { count }) : undefined };
}
