import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  DownloadOutlined,
  Flex,
  Popconfirm,
  Table,
  Tag,
  Typography,
  UserOutlined,
  type TableColumnsType,
} from '@colophon/shared/antd';
import {
  ErrorState,
  UserText,
  formatDate,
  toApiError,
  useNotify,
  userText,
  useNarrowScreen,
} from '@colophon/shared';
import { type ReviewInvitation, type ReviewRound } from '@colophon/shared/contracts';
import { failureText } from '../../../lib/failure-text';
import { useCancelInvitation } from '../api/cancel-invitation';
import { downloadReviewFile } from '../api/download-review-file';
import { useDecisions } from '../api/get-decisions';
import { useReviewRounds } from '../api/get-review-rounds';
import { type Reader } from '../lib/reader';
import { InviteReviewersDialog } from './invite-reviewers-dialog';
import { ConflictOverrideNote } from './conflict-override-note';
import { RoundNotes } from './round-notes';
import { RemindersCell, RevisionDueNote } from './reminder-notes';
import { RoundAlternates } from './round-alternates';
import { InvitationCards } from './invitation-cards';

interface ReviewRoundsPanelProps {
  manuscriptId: number;
  /** The reader may invite and cancel (editors handling it). */
  canManage: boolean;
  /** Words the rounds for the reader (an author counts the reviews sent to them). */
  reader: Reader;
}

const LIVE = ['invited', 'accepted'];

/** Each round: its reviewers, their status, due date and recommendation, as the API lets the reader see. */
export function ReviewRoundsPanel({ manuscriptId, canManage, reader }: ReviewRoundsPanelProps) {
  const { t } = useTranslation('manuscripts');
  const notify = useNotify();
  const rounds = useReviewRounds(manuscriptId);
  // Recommendations of the round (editors only; an author's timeline has none).
  const entries = useDecisions(manuscriptId, reader !== 'reviewer').data?.data ?? [];
  const cancel = useCancelInvitation();
  const [inviting, setInviting] = useState(false);
  // Seven columns do not fit a phone: there each invitation is a card of its own.
  const narrow = useNarrowScreen();

  const cancelOne = async (id: number) => {
    try {
      await cancel.mutateAsync(id);
      notify.success(t('rounds.cancelled'));
    } catch (error) {
      notify.error(failureText(toApiError(error), t('rounds.cancelFailed')));
    }
  };

  const columns = (round: ReviewRound): TableColumnsType<ReviewInvitation> => [
    {
      title: t('assignments.columns.reviewer'),
      key: 'reviewer',
      render: (_, i) => (i.reviewer ? userText(i.reviewer.name) : t('reviews.anonymous')),
    },
    {
      title: t('assignments.columns.status'),
      key: 'status',
      render: (_, i) => (
        <Flex gap={4} wrap>
          <Tag data-status={i.status}>{t(`assignments.statuses.${i.status}`)}</Tag>
          {i.overdue && <Tag color="red">{t('assignments.overdue')}</Tag>}
          {i.conflict_override && <ConflictOverrideNote override={i.conflict_override} />}
        </Flex>
      ),
    },
    { title: t('assignments.columns.due'), key: 'due', render: (_, i) => formatDate(i.due_at) },
    // The reminders each reviewer was sent: only when the API shows them (the editors).
    ...(round.invitations.some((i) => i.reminders)
      ? [
          {
            title: t('reminders.column'),
            key: 'reminders',
            render: (_: unknown, i: ReviewInvitation) =>
              i.reminders ? <RemindersCell reminders={i.reminders} /> : null,
          },
        ]
      : []),
    {
      title: t('rounds.recommendation'),
      key: 'recommendation',
      render: (_, i) => {
        const review = round.reviews.find((r) => r.invitation_id === i.id);
        return review?.recommendation ? t(`recommendations.${review.recommendation}`) : '—';
      },
    },
    {
      title: t('rounds.file'),
      key: 'file',
      render: (_, i) => {
        const review = round.reviews.find((r) => r.invitation_id === i.id);
        const file = review?.file;
        if (!review || !file) return '—';
        return (
          <Button
            size="small"
            type="link"
            icon={<DownloadOutlined />}
            aria-label={t('revisions.downloadNamed', { version: file.file_name })}
            onClick={() =>
              void downloadReviewFile({ id: review.id, file }).catch(() =>
                notify.error(t('revisions.downloadFailed')),
              )
            }
          >
            <UserText>{file.file_name}</UserText>
          </Button>
        );
      },
    },
    ...(canManage
      ? [
          {
            title: t('assignments.columns.actions'),
            key: 'actions',
            render: (_: unknown, i: ReviewInvitation) =>
              LIVE.includes(i.status) && (
                <Popconfirm
                  title={t('rounds.cancelConfirm')}
                  okText={t('rounds.cancel')}
                  onConfirm={() => cancelOne(i.id)}
                >
                  <Button size="small" danger>
                    {t('rounds.cancel')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]
      : []),
  ];

  if (rounds.isError) {
    return <ErrorState message={t('rounds.loadFailed')} onRetry={() => void rounds.refetch()} />;
  }
  const canInvite = canManage && rounds.data?.meta.can_invite === true;
  const revision = rounds.data?.meta.revision;
  return (
    <Flex vertical gap="middle">
      {revision && <RevisionDueNote revision={revision} />}
      {canInvite && (
        <Flex justify="end">
          <Button icon={<UserOutlined />} onClick={() => setInviting(true)}>
            {t('invite.open')}
          </Button>
        </Flex>
      )}
      {[...(rounds.data?.data ?? [])].reverse().map((round) => (
        <Card
          key={round.id}
          size="small"
          data-testid="review-round"
          title={
            <Typography.Text strong>
              {t('assignments.round', { round: round.round })} ·{' '}
              {t(`rounds.status.${round.status}`)}
            </Typography.Text>
          }
        >
          {/* Authors get no invitations (blind review): the round shows how many reviews came in. */}
          {(canManage || round.invitations.length > 0) && narrow ? (
            <InvitationCards
              columns={columns(round)}
              invitations={round.invitations}
              emptyText={t('rounds.noInvitations')}
            />
          ) : canManage || round.invitations.length > 0 ? (
            <Table<ReviewInvitation>
              rowKey="id"
              size="small"
              pagination={false}
              columns={columns(round)}
              dataSource={round.invitations}
              // A narrow screen scrolls the table, not the page.
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: t('rounds.noInvitations') }}
            />
          ) : (
            <Typography.Text type="secondary">
              <RoundCount round={round} reader={reader} />
            </Typography.Text>
          )}
          {/* The alternates behind its invitations: only the editors receive them. */}
          <RoundAlternates round={round} />
          {/* A reviewer reads their own confidential comments with their review. */}
          {reader !== 'reviewer' && <RoundNotes round={round} entries={entries} />}
        </Card>
      ))}
      <InviteReviewersDialog
        manuscriptId={manuscriptId}
        open={inviting}
        onClose={() => setInviting(false)}
      />
    </Flex>
  );
}

/**
 * What a round without invitations to show says: an author, how many reviews
 * were sent to them; a reviewer, that it was not theirs; anyone else, the count.
 */
function RoundCount({ round, reader }: { round: ReviewRound; reader: Reader }) {
  const { t } = useTranslation('manuscripts');
  if (reader === 'reviewer') return t('rounds.notYours');
  if (reader === 'author') {
    const count = round.reviews.length;
    return count === 0 ? t('rounds.noneReleased') : t('rounds.released', { count });
  }
  return t('rounds.submitted', {
    count: round.reviews.filter((r) => r.submitted_at !== null).length,
  });
}
