import { useTranslation } from 'react-i18next';
import { Link } from '@colophon/shared/router';
import { Button, theme, Typography } from '@colophon/shared/antd-panel';
import { formatRelativeTime, useLanguage } from '@colophon/shared';
import { type AppNotification, renderNotification } from '@colophon/shared/contracts';
import { NOTIFICATIONS_NAMESPACE } from '../locales/register';

interface NotificationItemProps {
  notification: AppNotification;
  /** The link was followed (marks it read and closes the panel). */
  onOpen: () => void;
  onMarkRead: () => void;
}

/** One notification: its text in the reader's language as a link, when, and "mark as read". */
export function NotificationItem({ notification, onOpen, onMarkRead }: NotificationItemProps) {
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const language = useLanguage();
  const { token } = theme.useToken();
  const text = renderNotification(notification, language);
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
          {t('panel.letter')}: {letter}
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
