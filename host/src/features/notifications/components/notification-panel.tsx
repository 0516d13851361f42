import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, theme, Typography } from '@colophon/shared/antd';
import { EmptyState, ErrorState, LoadingState } from '@colophon/shared';
import { NOTIFICATIONS_NAMESPACE } from '../locales/register';
import { useLatestNotifications, useNotificationActions } from '../hooks/use-notifications';
import { NotificationItem } from './notification-item';

interface NotificationPanelProps {
  unread: number;
  /** Closes the panel; `refocus` returns focus to the bell (Escape, not a link). */
  onClose: (refocus: boolean) => void;
}

/** The bell's dialog: a heading, "mark all as read" and the newest notifications as a list. */
export function NotificationPanel({ unread, onClose }: NotificationPanelProps) {
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const { token } = theme.useToken();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useLatestNotifications(true, unread);
  const { read, readAll } = useNotificationActions();

  // Opening moves focus into the dialog, so a keyboard user lands on its content.
  // Deferred: the popup's portal joins the document after this effect has run.
  useEffect(() => {
    const timer = setTimeout(() => heading.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose(true);
    }
  };

  const items = list.data?.data ?? [];
  return (
    <div
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      style={{
        width: 'min(380px, calc(100vw - 24px))',
        background: token.colorBgElevated,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowSecondary,
        padding: 12,
      }}
    >
      <Flex justify="space-between" align="center" gap={8} style={{ marginBottom: 8 }}>
        <Typography.Title
          level={2}
          id={titleId}
          ref={heading}
          tabIndex={-1}
          style={{ fontSize: token.fontSizeLG, margin: 0 }}
        >
          {t('panel.title')}
        </Typography.Title>
        <Button
          size="small"
          type="link"
          disabled={unread === 0}
          loading={readAll.isPending}
          onClick={() => readAll.mutate()}
        >
          {t('panel.markAll')}
        </Button>
      </Flex>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={t('panel.error')} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState description={t('panel.empty')} />
      ) : (
        <ul
          aria-labelledby={titleId}
          style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 420, overflowY: 'auto' }}
        >
          {items.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onOpen={() => {
                if (!notification.read_at) read.mutate(notification.id);
                onClose(false);
              }}
              onMarkRead={() => read.mutate(notification.id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
