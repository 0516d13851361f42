import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@colophon/shared/router';
import { type TableColumnsType } from '@colophon/shared/antd';
import {
  StatusBadge,
  formatDate,
  formatManuscriptId,
  formatVersion,
  type ListParams,
} from '@colophon/shared';
import { ListTable } from '@colophon/shared/data-ui';
import { type Paginated } from '@colophon/shared/contracts';
import { type Manuscript } from '../lib/manuscript';
import { ManuscriptTypeLabel } from './manuscript-type-label';

interface ManuscriptsTableProps {
  /** The page's query as useQuery returns it. */
  query: Pick<
    UseQueryResult<Paginated<Manuscript>>,
    'data' | 'isPending' | 'isFetching' | 'isPlaceholderData'
  >;
  /** The list's paging, kept in the URL (useListParams). */
  paging: Pick<ListParams, 'page' | 'per_page' | 'setPagination'>;
  caption: string;
  emptyText: string;
  /** The MS id links to the manuscript (the list); plain text where a View button does (My Submissions). */
  linkIds?: boolean;
  /** A trailing actions column, when given. */
  actions?: (manuscript: Manuscript) => ReactNode;
}

/** A page of manuscripts: MS id, title, journal, type, status, version and submitted date. */
export function ManuscriptsTable({
  query,
  paging,
  linkIds = false,
  actions,
  ...texts
}: ManuscriptsTableProps) {
  const { t } = useTranslation('manuscripts');
  // The previous page stays on screen while the next loads: it is shown as loading.
  const loading = query.isPending || (query.isFetching && query.isPlaceholderData);

  const columns: TableColumnsType<Manuscript> = [
    {
      title: t('columns.id'),
      dataIndex: 'id',
      key: 'id',
      render: (id: number) =>
        linkIds ? (
          <Link to={`/manuscripts/${id}`} style={{ whiteSpace: 'nowrap' }}>
            {formatManuscriptId(id)}
          </Link>
        ) : (
          <span style={{ whiteSpace: 'nowrap' }}>{formatManuscriptId(id)}</span>
        ),
    },
    {
      title: t('columns.title'),
      dataIndex: 'title',
      key: 'title',
      render: (title: string, manuscript) => (
        <Link to={`/manuscripts/${manuscript.id}`}>{title}</Link>
      ),
    },
    {
      title: t('columns.journal'),
      key: 'journal',
      render: (_, manuscript) => manuscript.journal?.title ?? '—',
    },
    {
      title: t('columns.type'),
      dataIndex: 'manuscript_type',
      key: 'type',
      render: (type: string | null) => <ManuscriptTypeLabel type={type} />,
    },
    {
      title: t('columns.status'),
      dataIndex: 'status',
      key: 'status',
      render: (status: string) => <StatusBadge status={status} />,
    },
    {
      title: t('columns.version'),
      dataIndex: 'version',
      key: 'version',
      render: (version: number) => formatVersion(version),
    },
    {
      title: t('columns.submitted'),
      dataIndex: 'submission_date',
      key: 'submitted',
      render: (date: string | null) => formatDate(date),
    },
  ];
  if (actions) {
    columns.push({
      title: t('columns.actions'),
      key: 'actions',
      render: (_, manuscript) => actions(manuscript),
    });
  }

  return (
    <ListTable<Manuscript>
      {...texts}
      columns={columns}
      result={query.data}
      loading={loading}
      page={paging.page}
      perPage={paging.per_page}
      onPageChange={paging.setPagination}
      totalText={(total) => t('list.total', { count: total })}
      // Wide enough for every column; long titles wrap instead of pushing the status off screen.
      scrollX={960}
    />
  );
}
