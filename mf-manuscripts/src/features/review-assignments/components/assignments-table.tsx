import { useTranslation } from 'react-i18next';
import { type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@colophon/shared/router';
import { Flex, Tag, Typography, type TableColumnsType } from '@colophon/shared/antd';
import {
  formatDate,
  formatManuscriptId,
  type ListParams,
  ListTable,
  useNarrowScreen,
} from '@colophon/shared';
import { type Paginated } from '@colophon/shared/contracts';
import { type ReviewAssignment } from '@colophon/shared/contracts';
import { type AssignmentsListParams } from '../lib/assignment-filters';

const STATUS_COLORS: Record<string, string> = {
  invited: 'blue',
  accepted: 'gold',
  completed: 'green',
  declined: 'default',
  cancelled: 'default',
};

/** What a phone shows of each assignment (see the manuscript cell for the rest). */
const PHONE_COLUMNS = ['manuscript', 'status'];

interface AssignmentsTableProps {
  query: Pick<
    UseQueryResult<Paginated<ReviewAssignment>>,
    'data' | 'isPending' | 'isFetching' | 'isPlaceholderData'
  >;
  params: AssignmentsListParams;
  paging: Pick<ListParams, 'setPagination'>;
  /** Editors see every reviewer's assignments: then the reviewer column shows. */
  showReviewer: boolean;
  actions: (assignment: ReviewAssignment) => React.ReactNode;
}

export function AssignmentsTable({
  query,
  params,
  paging,
  showReviewer,
  actions,
}: AssignmentsTableProps) {
  const { t } = useTranslation('manuscripts');
  const loading = query.isPending || (query.isFetching && query.isPlaceholderData);
  // A phone shows the manuscript and its status; the due date and the reviewer's
  // answer (Accept, Decline, Write review) stand under the title, in reach
  // without a sideways swipe. The reviewer (editors' view) folds into the row.
  const narrow = useNarrowScreen();
  const columns: TableColumnsType<ReviewAssignment> = [
    {
      title: t('assignments.columns.manuscript'),
      key: 'manuscript',
      render: (_, assignment) => (
        <Flex vertical gap={narrow ? 4 : 0}>
          <Link to={`/manuscripts/${assignment.manuscript.id}`}>{assignment.manuscript.title}</Link>
          <Typography.Text type="secondary">
            {formatManuscriptId(assignment.manuscript.id)} ·{' '}
            {t('assignments.round', { round: assignment.round })}
          </Typography.Text>
          {narrow && (
            <>
              <Typography.Text type="secondary">
                {t('assignments.columns.due')}: {formatDate(assignment.due_at)}
              </Typography.Text>
              {actions(assignment)}
            </>
          )}
        </Flex>
      ),
    },
    ...(showReviewer
      ? [
          {
            title: t('assignments.columns.reviewer'),
            key: 'reviewer',
            render: (_: unknown, a: ReviewAssignment) => a.reviewer?.name ?? '—',
          },
        ]
      : []),
    {
      title: t('assignments.columns.status'),
      key: 'status',
      render: (_, assignment) => (
        <Flex gap={4} wrap>
          <Tag color={STATUS_COLORS[assignment.status]} data-status={assignment.status}>
            {t(`assignments.statuses.${assignment.status}`)}
          </Tag>
          {assignment.overdue && <Tag color="red">{t('assignments.overdue')}</Tag>}
        </Flex>
      ),
    },
    ...(narrow
      ? []
      : ([
          {
            title: t('assignments.columns.due'),
            key: 'due',
            render: (_, assignment) => formatDate(assignment.due_at),
          },
          {
            title: t('assignments.columns.actions'),
            key: 'actions',
            render: (_, a) => actions(a),
          },
        ] satisfies TableColumnsType<ReviewAssignment>)),
  ];

  return (
    <ListTable<ReviewAssignment>
      caption={t('assignments.caption')}
      columns={columns}
      result={query.data}
      loading={loading}
      page={params.page}
      perPage={params.perPage}
      onPageChange={paging.setPagination}
      emptyText={
        <Flex vertical gap={4}>
          <span>{t('assignments.empty')}</span>
          <Typography.Text type="secondary">{t('assignments.emptyHint')}</Typography.Text>
        </Flex>
      }
      totalText={(total) => t('assignments.total', { count: total })}
      scrollX={800}
      phoneColumns={PHONE_COLUMNS}
    />
  );
}
