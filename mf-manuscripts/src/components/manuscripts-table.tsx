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
  ListTable,
} from '@colophon/shared';
import { type Paginated } from '@colophon/shared/contracts';
import { type Manuscript } from '../lib/manuscript';
import { ManuscriptTypeLabel } from './manuscript-type-label';

interface ManuscriptsTableProps {
  /** The page's query as useQuery returns it. */
  query: Pick<
    UseQueryResult<Paginated<Manuscript>>,
    'data' | 'isPending' | 'isFetching' | 'isPlaceholderData'
  >;
  /** The list's paging, order and landing highlight, kept in the URL (useListParams). */
  paging: Pick<
    ListParams,
    'page' | 'per_page' | 'setPagination' | 'sorting' | 'highlight' | 'clearHighlight'
  >;
  caption: string;
  emptyText: string;
  /** The MS id links to the manuscript (the list); plain text where a View button does (My Submissions). */
  linkIds?: boolean;
  /** A trailing actions column, when given. */
  actions?: (manuscript: Manuscript) => ReactNode;
}

/** What a phone shows of a manuscript; the rest is in the row's expandable part. */
const PHONE_COLUMNS = ['title', 'status', 'submission_date'];

/**
 * A page of manuscripts: MS id, title, journal, type, status, version, submitted
 * and updated dates; sortable by title, status and the dates (by the API).
 */
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
      sorter: true,
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
      sorter: true,
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
      key: 'submission_date',
      sorter: true,
      render: (date: string | null) => (
        <span style={{ whiteSpace: 'nowrap' }}>{formatDate(date)}</span>
      ),
    },
    {
      title: t('columns.updated'),
      dataIndex: 'updated_at',
      key: 'updated_at',
      sorter: true,
      render: (date: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(date)}</span>,
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
      sorting={paging.sorting}
      highlight={{
        id: paging.highlight,
        label: (manuscript) => manuscript.title,
        onShown: paging.clearHighlight,
        fetching: query.isFetching,
      }}
      phoneColumns={PHONE_COLUMNS}
      totalText={(total) => t('list.total', { count: total })}
      // Wide enough for every column; long titles wrap instead of pushing the status off screen.
      scrollX={960}
    />
  );
}
