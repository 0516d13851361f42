import { useTranslation } from 'react-i18next';
import { Link } from '@colophon/shared/router';
import { type TableColumnsType } from '@colophon/shared/antd';
import { StatusBadge, formatDate, formatManuscriptId, formatVersion } from '@colophon/shared';
import { ListTable } from '@colophon/shared/data-ui';
import { type Paginated } from '@colophon/shared/contracts';
import { ManuscriptTypeLabel } from '../../../components/manuscript-type-label';
import { type Manuscript } from '../types';

interface ManuscriptsTableProps {
  result: Paginated<Manuscript> | undefined;
  loading: boolean;
  page: number;
  perPage: number;
  onPageChange: (page: number, perPage: number) => void;
}

export function ManuscriptsTable({
  result,
  loading,
  page,
  perPage,
  onPageChange,
}: ManuscriptsTableProps) {
  const { t } = useTranslation('manuscripts');

  const columns: TableColumnsType<Manuscript> = [
    {
      title: t('columns.id'),
      dataIndex: 'id',
      key: 'id',
      render: (id: number) => (
        <Link to={`/manuscripts/${id}`} style={{ whiteSpace: 'nowrap' }}>
          {formatManuscriptId(id)}
        </Link>
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

  return (
    <ListTable<Manuscript>
      caption={t('list.caption')}
      columns={columns}
      result={result}
      loading={loading}
      page={page}
      perPage={perPage}
      onPageChange={onPageChange}
      emptyText={t('list.empty')}
      totalText={(total) => t('list.total', { count: total })}
      // Wide enough for every column; long titles wrap instead of pushing the status off screen.
      scrollX={960}
    />
  );
}
