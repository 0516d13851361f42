import { useTranslation } from 'react-i18next';
import { Avatar, Button, DownloadOutlined, Flex, theme, Typography } from '@colophon/shared/antd';
import { getInitials, useNotify, UserText } from '@colophon/shared';
import { type DiscussionMessage } from '@colophon/shared/contracts';
import { downloadMessageFile } from '../api/download-message-file';
import { formatMessageTime, formatSize } from '../lib/format';
import { writerLabel } from '../lib/labels';

/** One message: who wrote it (as the policy lets the reader know), when, its text and file. */
export function MessageItem({ message }: { message: DiscussionMessage }) {
  const { t } = useTranslation('manuscripts');
  const { token } = theme.useToken();
  const notify = useNotify();
  const writer = writerLabel(message, t);
  const { file } = message;
  return (
    <li
      data-testid="discussion-message"
      style={{
        listStyle: 'none',
        padding: 12,
        borderRadius: 8,
        background: message.own ? token.colorPrimaryBg : token.colorFillQuaternary,
        marginBlockEnd: 8,
      }}
    >
      <Flex gap={8} align="center" wrap style={{ marginBlockEnd: 4 }}>
        <Avatar size="small" aria-hidden>
          {message.author ? getInitials(message.author.name) : writer.slice(0, 1)}
        </Avatar>
        <Typography.Text strong>
          <UserText>{writer}</UserText>
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <time dateTime={message.created_at}>{formatMessageTime(message.created_at)}</time>
        </Typography.Text>
      </Flex>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBlockEnd: file ? 8 : 0 }}>
        <UserText>{message.body}</UserText>
      </Typography.Paragraph>
      {file && (
        <Button
          size="small"
          icon={<DownloadOutlined />}
          onClick={() =>
            void downloadMessageFile({ ...message, file }).catch(() =>
              notify.error(t('discussions.downloadFailed')),
            )
          }
        >
          {t('discussions.download', { name: file.name, size: formatSize(file.size) })}
        </Button>
      )}
    </li>
  );
}
