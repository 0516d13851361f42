import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  EditOutlined,
  EyeOutlined,
  Space,
  Table,
  Tag,
  type TableColumnsType,
} from '@colophon/shared/antd';
import { EmptyState, StatusBadge, ButtonLink, VisuallyHidden } from '@colophon/shared';
import { type Paginated } from '@colophon/shared/contracts';
import { type Journal } from '../../types';
import { DeleteJournalButton } from './delete-journal-button';

interface JournalsTableProps {
  result: Paginated<Journal> | undefined;
  loading: boolean;
  page: number;
  perPage: number;
  /** Edit and delete are for those who may manage journals. */
  canManage: boolean;
  onPageChange: (page: number, perPage: number) => void;
}

export function JournalsTable({
  result,
  loading,
  page,
  perPage,
  canManage,
  onPageChange,
}: JournalsTableProps) {
  const { t } = useTranslation('journals');

  const columns: TableColumnsType<Journal> = [
    {
      title: t('columns.title'),
      dataIndex: 'title',
      key: 'title',
      render: (title: string, journal) => <Link to={`/journals/${journal.id}`}>{title}</Link>,
    },
    {
      title: t('columns.issn'),
      dataIndex: 'issn',
      key: 'issn',
      render: (issn: string | null) => issn || '—',
    },
    {
      title: t('columns.publisher'),
      dataIndex: 'publisher',
      key: 'publisher',
      render: (publisher: string | null) => publisher || '—',
    },
    {
      title: t('columns.status'),
      dataIndex: 'status',
      key: 'status',
      render: (status: string) => <StatusBadge status={status} />,
    },
    {
      title: t('columns.active'),
      dataIndex: 'is_active',
      key: 'active',
      render: (active: boolean) =>
        active ? <Tag color="success">{t('active.yes')}</Tag> : <Tag>{t('active.no')}</Tag>,
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      render: (_, journal) => (
        <Space size={0}>
          <ButtonLink
            to={`/journals/${journal.id}`}
            size="small"
            type="text"
            icon={<EyeOutlined />}
            aria-label={t('actions.viewNamed', { title: journal.title })}
            title={t('actions.view')}
          />
          {canManage && (
            <>
              <ButtonLink
                to={`/journals/${journal.id}/edit`}
                size="small"
                type="text"
                icon={<EditOutlined />}
                aria-label={t('actions.editNamed', { title: journal.title })}
                title={t('actions.edit')}
              />
              <DeleteJournalButton journal={journal} />
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Table<Journal>
      rowKey="id"
      caption={<VisuallyHidden>{t('list.caption')}</VisuallyHidden>}
      columns={columns}
      dataSource={result?.data ?? []}
      loading={loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: loading ? ' ' : <EmptyState description={t('list.empty')} /> }}
      pagination={{
        current: page,
        pageSize: perPage,
        total: result?.meta.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (total) => t('list.total', { count: total }),
        onChange: onPageChange,
      }}
    />
  );
}
