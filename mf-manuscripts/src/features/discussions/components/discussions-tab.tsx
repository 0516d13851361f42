import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Col, Flex, Grid, PlusOutlined, Row, Typography } from '@colophon/shared/antd';
import { EmptyState, ErrorState, LoadingState } from '@colophon/shared';
import { useDiscussions } from '../api/get-discussions';
import { useSelectedThread } from '../hooks/use-selected-thread';
import { NewDiscussionDialog } from './new-discussion-dialog';
import { ThreadList } from './thread-list';
import { ThreadView } from './thread-view';

/**
 * The Discussions tab: the threads the reader may see beside the open one (on
 * a phone, one or the other), the open thread in the URL, and "New discussion"
 * for whoever may start one.
 */
export function DiscussionsTab({ manuscriptId }: { manuscriptId: number }) {
  const { t } = useTranslation('manuscripts');
  const query = useDiscussions(manuscriptId);
  const { threadId, selectThread } = useSelectedThread();
  const [creating, setCreating] = useState(false);
  // Opened from the list (or just started): the thread's heading takes the focus.
  const [openedHere, setOpenedHere] = useState(false);
  const narrow = Grid.useBreakpoint().md === false;

  // A failed background refresh keeps what is shown; only a first load that failed shows the error.
  if (!query.data && !query.isError) return <LoadingState />;
  if (!query.data) {
    return (
      <ErrorState message={t('discussions.loadFailed')} onRetry={() => void query.refetch()} />
    );
  }
  const { data: threads, meta } = query.data;
  const open = (id: number) => {
    setOpenedHere(true);
    selectThread(id);
  };
  const newButton = meta.can_start.length > 0 && (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
      {t('discussions.new')}
    </Button>
  );
  const dialog = (
    <NewDiscussionDialog
      manuscriptId={manuscriptId}
      targets={meta.can_start}
      open={creating}
      onClose={() => setCreating(false)}
      onStarted={open}
    />
  );
  const view =
    threadId === null ? null : (
      <ThreadView
        key={threadId}
        manuscriptId={manuscriptId}
        threadId={threadId}
        focusOnOpen={openedHere}
        onBack={narrow ? () => selectThread(null) : undefined}
      />
    );

  if (threads.length === 0 && threadId === null) {
    return (
      <>
        <EmptyState
          title={t('discussions.empty')}
          description={newButton ? t('discussions.emptyHint') : t('discussions.emptyNone')}
          action={newButton}
        />
        {dialog}
      </>
    );
  }

  const list = <ThreadList threads={threads} selectedId={threadId} onSelect={open} />;
  return (
    <>
      {(!narrow || threadId === null) && (
        <Flex justify="end" style={{ marginBlockEnd: 12 }}>
          {newButton}
        </Flex>
      )}
      {narrow ? (
        (view ?? list)
      ) : (
        <Row gutter={24}>
          <Col span={9}>{list}</Col>
          <Col span={15}>
            {view ?? (
              <Typography.Paragraph type="secondary">
                {t('discussions.choose')}
              </Typography.Paragraph>
            )}
          </Col>
        </Row>
      )}
      {dialog}
    </>
  );
}
