import { useTranslation } from 'react-i18next';
import { Link } from '@colophon/shared/router';
import { Button, theme, Typography } from '@colophon/shared/antd';
import { formatRelativeTime, isRtl, useLanguage } from '@colophon/shared';
import { type AppNotification, renderNotification } from '@colophon/shared/contracts';
import { NOTIFICATIONS_NAMESPACE } from '../locales/register';

interface NotificationItemProps {
  notification: AppNotification;
  /** The link was followed (marks it read and closes the panel). */
  onOpen: () => void;
  onMarkRead: () => void;
}

/**
 * In a right-to-left text, a left-to-right title keeps its own direction (and
 * its punctuation its place) inside Unicode isolates.
 */
function isolated(notification: AppNotification, rtl: boolean): AppNotification {
  if (!rtl) return notification;
  const params = Object.fromEntries(
    Object.entries(notification.params).map(([key, value]) => [
      key,
      typeof value === 'string' ? `\u2068${value}\u2069` : value,
    ]),
  );
  return { ...notification, params };
}

/** One notification: its text in the reader's language as a link, when, and "mark as read". */
export function NotificationItem({ notification, onOpen, onMarkRead }: NotificationItemProps) {
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const language = useLanguage();
  const { token } = theme.useToken();
  const text = renderNotification(isolated(notification, isRtl(language)), language);
  const unread = notification.read_at === null;
  const letter = typeof notification.params.letter === 'string' ? notification.params.letter : null;

  const body = (
    <>
      <span style={{ display: 'block', fontWeight: unread ? 600 : 400 }}>{text}</span>
      {letter && (
        <Typography.Paragraph
          type="secondary"
          ellipsis={{ rows: 2 }}
          style={{ margin: '2px 0 0', fontSize: token.fontSizeSM }}
        >
          {t('panel.letter')}: <bdi>{letter}</bdi>
        </Typography.Paragraph>
      )}
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        <time dateTime={notification.created_at}>
          {formatRelativeTime(notification.created_at)}
        </time>
        {unread && <> · {t('panel.unread')}</>}
      </Typography.Text>
    </>
  );

  return (
    <li
      data-unread={unread || undefined}
      style={{
        display: 'flex',
        gap: 8,
        alignItems: 'flex-start',
        padding: '8px 6px',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        background: unread ? token.colorPrimaryBg : undefined,
        borderRadius: token.borderRadiusSM,
      }}
    >
      <div style={{ flex: 1, minWidth: 0 }}>
        {notification.link ? (
          <Link to={notification.link} onClick={onOpen} style={{ color: 'inherit' }}>
            {body}
          </Link>
        ) : (
          body
        )}
      </div>
      {unread && (
        <Button
          size="small"
          type="text"
          onClick={onMarkRead}
          aria-label={t('panel.markReadOf', { text })}
        >
          {t('panel.markRead')}
        </Button>
      )}
    </li>
  );
}
