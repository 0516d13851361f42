import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Flex,
  LockOutlined,
  Tag,
  Typography,
  UndoOutlined,
} from '@colophon/shared/antd';
import {
  ErrorState,
  LoadingState,
  toApiError,
  useNotify,
  UserText,
  VisuallyHidden,
} from '@colophon/shared';
import { failureText } from '../../../lib/failure-text';
import { useDiscussionMessages } from '../api/get-discussion-messages';
import { useMarkDiscussionRead } from '../api/mark-discussion-read';
import { useSetDiscussionClosed } from '../api/set-discussion-closed';
import { threadWith } from '../lib/labels';
import { MessageItem } from './message-item';
import { ReplyForm } from './reply-form';

interface ThreadViewProps {
  manuscriptId: number;
  threadId: number;
  /** Move the focus to the thread's heading once it is shown (it was opened from the list). */
  focusOnOpen: boolean;
  /** Back to the list (phones show one or the other). */
  onBack?: () => void;
}

/** One thread: its messages as a list, new ones announced, marked read when shown; the reply box. */
export function ThreadView({ manuscriptId, threadId, focusOnOpen, onBack }: ThreadViewProps) {
  const { t } = useTranslation('manuscripts');
  const notify = useNotify();
  const query = useDiscussionMessages(threadId);
  const markRead = useMarkDiscussionRead();
  const setClosed = useSetDiscussionClosed();
  const heading = useRef<HTMLHeadingElement>(null);
  const messages = query.data?.data;
  const thread = query.data?.meta.thread;

  // What is on screen is read: up to the newest message shown, once per new message.
  const marked = useRef(0);
  const lastId = messages?.at(-1)?.id;
  const unread = thread?.unread ?? 0;
  useEffect(() => {
    if (lastId === undefined || unread === 0 || lastId <= marked.current) return;
    marked.current = lastId;
    markRead.mutate({ manuscriptId, threadId, messageId: lastId });
    // markRead is a new object each render; the ids decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastId, unread, manuscriptId, threadId]);

  // Others' messages that arrive while the thread is open are announced (a live region).
  const seenUpTo = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!messages) return;
    const newest = messages.at(-1)?.id ?? 0;
    if (seenUpTo.current !== null) {
      const since = seenUpTo.current;
      const arrived = messages.filter((m) => !m.own && m.id > since).length;
      if (arrived > 0) setAnnouncement(t('discussions.newMessages', { count: arrived }));
    }
    seenUpTo.current = newest;
  }, [messages, t]);

  const shown = thread !== undefined;
  useEffect(() => {
    if (shown && focusOnOpen) heading.current?.focus();
  }, [shown, focusOnOpen]);

  const back = onBack && (
    <Button type="link" onClick={onBack} style={{ paddingInline: 0 }}>
      {t('discussions.back')}
    </Button>
  );
  // A failed background refresh keeps the messages shown; only a first load that failed shows the error.
  if (!query.data && !query.isError) return <LoadingState />;
  if (!thread || !messages) {
    const failure = failureText(toApiError(query.error), t('discussions.messagesFailed'));
    return (
      <>
        {back}
        <ErrorState message={failure} onRetry={() => void query.refetch()} />
      </>
    );
  }

  const toggle = () =>
    setClosed
      .mutateAsync({ manuscriptId, threadId, closed: thread.closed_at === null })
      .catch((error: unknown) =>
        notify.error(failureText(toApiError(error), t('discussions.closeFailed'))),
      );

  return (
    <section aria-labelledby={`discussion-${threadId}-title`} data-testid="discussion-thread-view">
      {back}
      <Flex justify="space-between" align="start" gap={8} wrap>
        <div style={{ minWidth: 0 }}>
          <Typography.Title
            level={4}
            id={`discussion-${threadId}-title`}
            ref={heading}
            tabIndex={-1}
            style={{ marginBlock: 0 }}
          >
            <UserText>{thread.subject}</UserText>
          </Typography.Title>
          <Typography.Text type="secondary">
            {threadWith(thread, t)}
            {thread.round !== null && ` · ${t('discussions.round', { round: thread.round })}`}
          </Typography.Text>
          {thread.closed_at && (
            <Tag icon={<LockOutlined />} style={{ marginInlineStart: 8 }}>
              {t('discussions.closed')}
            </Tag>
          )}
        </div>
        {thread.can_close && (
          <Button
            icon={thread.closed_at ? <UndoOutlined /> : <LockOutlined />}
            loading={setClosed.isPending}
            onClick={() => void toggle()}
          >
            {thread.closed_at ? t('discussions.reopen') : t('discussions.close')}
          </Button>
        )}
      </Flex>
      <ol aria-label={t('discussions.messagesLabel')} style={{ padding: 0, marginBlock: 16 }}>
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} />
        ))}
      </ol>
      <div role="status" aria-live="polite">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </div>
      {thread.can_post && <ReplyForm manuscriptId={manuscriptId} threadId={threadId} />}
      {thread.closed_at && <Alert type="info" showIcon title={t('discussions.closedNote')} />}
    </section>
  );
}
