import { useTranslation } from 'react-i18next';
import { Badge, Flex, LockOutlined, Tag, theme, Typography } from '@colophon/shared/antd';
import { formatBadgeCount, formatRelativeTime, UserText, VisuallyHidden } from '@colophon/shared';
import { type DiscussionThread } from '@colophon/shared/contracts';
import { threadWith } from '../lib/labels';

interface ThreadListProps {
  threads: DiscussionThread[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** The threads, most recent first: each a button with its unread count. */
export function ThreadList({ threads, selectedId, onSelect }: ThreadListProps) {
  const { t } = useTranslation('manuscripts');
  const { token } = theme.useToken();
  return (
    <nav aria-label={t('discussions.threadsLabel')}>
      <ul className="discussion-threads" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {threads.map((thread) => {
          const selected = thread.id === selectedId;
          return (
            <li key={thread.id} style={{ marginBlockEnd: 4 }}>
              <button
                type="button"
                data-testid="discussion-thread"
                aria-current={selected ? 'true' : undefined}
                onClick={() => onSelect(thread.id)}
                style={{
                  display: 'block',
                  width: '100%',
                  textAlign: 'start',
                  padding: '8px 12px',
                  border: `1px solid ${selected ? token.colorPrimaryBorder : token.colorBorderSecondary}`,
                  borderRadius: 8,
                  background: selected ? token.colorPrimaryBg : 'transparent',
                  color: 'inherit',
                  cursor: 'pointer',
                  font: 'inherit',
                }}
              >
                <Flex component="span" justify="space-between" align="start" gap={8}>
                  <Typography.Text strong={thread.unread > 0} style={{ minWidth: 0 }}>
                    <UserText>{thread.subject}</UserText>
                  </Typography.Text>
                  {thread.unread > 0 && (
                    <>
                      <Badge count={formatBadgeCount(thread.unread)} aria-hidden />
                      <VisuallyHidden>
                        {t('discussions.unreadBadge', { count: thread.unread })}
                      </VisuallyHidden>
                    </>
                  )}
                </Flex>
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
                  {threadWith(thread, t)}
                  {thread.round !== null && ` · ${t('discussions.round', { round: thread.round })}`}
                </Typography.Text>
                <Flex component="span" gap={8} align="center" wrap style={{ fontSize: 12 }}>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('discussions.messageCount', { count: thread.message_count })}
                    {thread.last_message_at &&
                      ` · ${t('discussions.lastActivity', { time: formatRelativeTime(thread.last_message_at) })}`}
                  </Typography.Text>
                  {thread.closed_at && (
                    <Tag icon={<LockOutlined />} style={{ marginInlineEnd: 0 }}>
                      {t('discussions.closed')}
                    </Tag>
                  )}
                </Flex>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
