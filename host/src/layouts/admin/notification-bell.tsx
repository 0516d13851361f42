import { useTranslation } from 'react-i18next';
import { Badge, BellOutlined, Button } from '@colophon/shared/antd-panel';
import { formatBadgeCount } from '@colophon/shared';

interface NotificationBellProps {
  /** Unread notifications; the spec's top bar shows a fixed 3. */
  count?: number;
}

export function NotificationBell({ count = 3 }: NotificationBellProps) {
  const { t } = useTranslation('host');
  return (
    <Badge count={formatBadgeCount(count)} size="small" offset={[-4, 4]}>
      <Button
        type="text"
        shape="circle"
        icon={<BellOutlined />}
        aria-label={
          count > 0 ? t('topbar.notificationsCount', { count }) : t('topbar.notifications')
        }
      />
    </Badge>
  );
}
