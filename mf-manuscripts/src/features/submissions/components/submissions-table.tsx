import { useTranslation } from 'react-i18next';
import { Link } from '@colophon/shared/router';
import { EyeOutlined, type TableColumnsType } from '@colophon/shared/antd';
import {
  StatusBadge,
  formatDate,
  formatManuscriptId,
  formatVersion,
  ButtonLink,
} from '@colophon/shared';
import { ListTable } from '@colophon/shared/data-ui';
import { ManuscriptTypeLabel } from '../../../components/manuscript-type-label';
import { type Manuscript, type MySubmissions } from '../types';

interface SubmissionsTableProps {
  result: MySubmissions | undefined;
  loading: boolean;
  page: number;
  perPage: number;
  onPageChange: (page: number, perPage: number) => void;
}

export function SubmissionsTable({
  result,
  loading,
  page,
  perPage,
  onPageChange,
}: SubmissionsTableProps) {
  const { t } = useTranslation('manuscripts');

  const columns: TableColumnsType<Manuscript> = [
    {
      title: t('columns.id'),
      dataIndex: 'id',
      key: 'id',
      render: (id: number) => (
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
      render: (v: number) => formatVersion(v),
    },
    {
      title: t('columns.submitted'),
      dataIndex: 'submission_date',
      key: 'submitted',
      render: (date: string | null) => formatDate(date),
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      render: (_, manuscript) => (
        <ButtonLink
          to={`/manuscripts/${manuscript.id}`}
          size="small"
          icon={<EyeOutlined />}
          aria-label={t('submissions.viewNamed', { id: formatManuscriptId(manuscript.id) })}
        >
          {t('submissions.view')}
        </ButtonLink>
      ),
    },
  ];

  return (
    <ListTable<Manuscript>
      caption={t('submissions.caption')}
      columns={columns}
      result={result}
      loading={loading}
      page={page}
      perPage={perPage}
      onPageChange={onPageChange}
      emptyText={t('submissions.empty')}
      totalText={(total) => t('list.total', { count: total })}
      // Wide enough for every column; long titles wrap instead of pushing the status off screen.
      scrollX={960}
    />
  );
}
