import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@colophon/shared/router';
import {
  EditOutlined,
  EyeOutlined,
  Space,
  Tag,
  type TableColumnsType,
} from '@colophon/shared/antd';
import {
  StatusBadge,
  ButtonLink,
  formatDate,
  ListTable,
  type ListTableProps,
} from '@colophon/shared';
import { type Journal } from '@colophon/shared/contracts';

type JournalsTableProps = Pick<
  ListTableProps<Journal>,
  'result' | 'loading' | 'page' | 'perPage' | 'onPageChange' | 'sorting' | 'highlight'
> & {
  /** Edit and delete are for those who may manage journals. */
  canManage: boolean;
  /** The row's delete action, composed by the page (deleting is a feature of its own). */
  renderDeleteAction?: (journal: Journal) => ReactNode;
};

/** What a phone shows of a journal; the rest is in the row's expandable part. */
const PHONE_COLUMNS = ['title', 'status', 'updated_at'];

/**
 * A page of journals: title, ISSN, publisher, status, active flag, manuscripts,
 * last update and the row actions; sortable by title, status, manuscripts and update.
 */
export function JournalsTable({ canManage, renderDeleteAction, ...paging }: JournalsTableProps) {
  const { t } = useTranslation('journals');

  const columns: TableColumnsType<Journal> = [
    {
      title: t('columns.title'),
      dataIndex: 'title',
      key: 'title',
      sorter: true,
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
      sorter: true,
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
      title: t('columns.manuscripts'),
      dataIndex: 'manuscripts_count',
      key: 'manuscripts_count',
      sorter: true,
      align: 'end',
    },
    {
      title: t('columns.updated'),
      dataIndex: 'updated_at',
      key: 'updated_at',
      sorter: true,
      render: (date: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(date)}</span>,
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
              {renderDeleteAction?.(journal)}
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <ListTable<Journal>
      caption={t('list.caption')}
      columns={columns}
      {...paging}
      emptyText={t('list.empty')}
      totalText={(total) => t('list.total', { count: total })}
      phoneColumns={PHONE_COLUMNS}
    />
  );
}
