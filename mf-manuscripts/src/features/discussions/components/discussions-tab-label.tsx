import { useTranslation } from 'react-i18next';
import { Badge } from '@colophon/shared/antd';
import { formatBadgeCount, VisuallyHidden } from '@colophon/shared';
import { useDiscussions } from '../api/get-discussions';

/** "Discussions" with the reader's unread messages of this manuscript. */
export function DiscussionsTabLabel({ manuscriptId }: { manuscriptId: number }) {
  const { t } = useTranslation('manuscripts');
  const unread = useDiscussions(manuscriptId).data?.meta.unread ?? 0;
  return (
    <span data-testid="discussions-tab-label">
      {t('discussions.tab')}
      {unread > 0 && (
        <>
          <Badge count={formatBadgeCount(unread)} aria-hidden style={{ marginInlineStart: 6 }} />
          <VisuallyHidden>{t('discussions.unreadBadge', { count: unread })}</VisuallyHidden>
        </>
      )}
    </span>
  );
}
