import { useTranslation } from 'react-i18next';
import { type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@colophon/shared/router';
import { Flex, Tag, Typography, type TableColumnsType } from '@colophon/shared/antd';
import {
  StatusBadge,
  formatDate,
  formatManuscriptId,
  type ListParams,
  ListTable,
} from '@colophon/shared';
import {
  type EditorialQueueItem,
  type EditorialQueueResponse,
  type EditorialQueueSort,
} from '@colophon/shared/contracts';
import { type QueueListParams } from '../lib/queue-params';

interface QueueTableProps {
  query: Pick<
    UseQueryResult<EditorialQueueResponse>,
    'data' | 'isPending' | 'isFetching' | 'isPlaceholderData'
  >;
  params: QueueListParams;
  paging: Pick<ListParams, 'setPagination'>;
  onSort: (sort: EditorialQueueSort | '', direction: 'asc' | 'desc' | '') => void;
}

const SORTABLE: readonly string[] = ['title', 'days_in_stage', 'submission_date'];

/** The queue's page: sortable by title, days in stage and submission date (server-side). */
export function QueueTable({ query, params, paging, onSort }: QueueTableProps) {
  const { t } = useTranslation('manuscripts');
  const loading = query.isPending || (query.isFetching && query.isPlaceholderData);
  const order = (key: EditorialQueueSort) =>
    params.sort === key ? (params.direction === 'desc' ? 'descend' : 'ascend') : null;

  const columns: TableColumnsType<EditorialQueueItem> = [
    {
      title: t('columns.title'),
      key: 'title',
      sorter: true,
      sortOrder: order('title'),
      render: (_, item) => (
        <Flex vertical>
          <Link to={`/manuscripts/${item.id}`}>{item.title}</Link>
          <Typography.Text type="secondary">
            {formatManuscriptId(item.id)} · {item.journal?.title ?? '—'}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('queue.columns.stage'),
      key: 'stage',
      render: (_, item) => (
        <Flex gap={4} wrap>
          <Tag>{t(`queue.stages.${item.stage}`)}</Tag>
          <StatusBadge status={item.status} />
        </Flex>
      ),
    },
    {
      title: t('queue.columns.daysInStage'),
      key: 'days_in_stage',
      sorter: true,
      sortOrder: order('days_in_stage'),
      render: (_, item) => (
        <Flex gap={4} align="center">
          {t('queue.days', { count: item.days_in_stage })}
          {item.overdue && <Tag color="red">{t('queue.overdue')}</Tag>}
        </Flex>
      ),
    },
    {
      title: t('queue.columns.handlingEditor'),
      key: 'handling_editor',
      render: (_, item) => item.handling_editor?.name ?? t('queue.unassigned'),
    },
    {
      title: t('queue.columns.reviews'),
      key: 'invitations',
      render: (_, { invitations }) =>
        t('queue.invitations', {
          accepted: invitations.accepted,
          completed: invitations.completed,
          pending: invitations.pending,
        }),
    },
    {
      title: t('columns.submitted'),
      key: 'submission_date',
      sorter: true,
      sortOrder: order('submission_date'),
      render: (_, item) => formatDate(item.submission_date),
    },
  ];

  return (
    <ListTable<EditorialQueueItem>
      caption={t('queue.caption')}
      columns={columns}
      result={query.data}
      loading={loading}
      page={params.page}
      perPage={params.perPage}
      pageSizeOptions={[15, 30, 50, 100]}
      onPageChange={paging.setPagination}
      emptyText={t('queue.empty')}
      totalText={(total) => t('list.total', { count: total })}
      scrollX={960}
      onSortChange={(key, direction) =>
        key && SORTABLE.includes(key) && direction
          ? onSort(key as EditorialQueueSort, direction === 'descend' ? 'desc' : 'asc')
          : onSort('', '')
      }
    />
  );
}
