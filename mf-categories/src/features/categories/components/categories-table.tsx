import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EditOutlined, Table, Typography, type TableColumnsType } from '@colophon/shared/antd';
import { EmptyState, StatusBadge, ButtonLink, VisuallyHidden } from '@colophon/shared';
import { type CategoryMatch, type CategoryTreeRow } from '../types';

type Row = CategoryTreeRow | CategoryMatch;

interface CategoriesTableProps {
  rows: Row[];
  loading: boolean;
  caption: string;
  emptyText: string;
  /** Tree mode: which rows are open. Omitted for the flat search results. */
  expandedKeys?: number[];
  onExpandedKeysChange?: (keys: number[]) => void;
}

/** The category tree (expandable) or the flat list of search matches with each match's parents. */
export function CategoriesTable({
  rows,
  loading,
  caption,
  emptyText,
  expandedKeys,
  onExpandedKeysChange,
}: CategoriesTableProps) {
  const { t } = useTranslation('categories');
  const isTree = expandedKeys !== undefined;

  const columns: TableColumnsType<Row> = [
    {
      title: t('columns.name'),
      dataIndex: 'name',
      key: 'name',
      render: (name: string, category) => (
        <>
          <Link to={`/categories/${category.id}`}>{name}</Link>
          {'path' in category && category.path.length > 0 && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {t('search.in', { path: category.path.join(' / ') })}
            </Typography.Text>
          )}
        </>
      ),
    },
    { title: t('columns.slug'), dataIndex: 'slug', key: 'slug' },
    {
      title: t('columns.active'),
      dataIndex: 'is_active',
      key: 'active',
      render: (active: boolean) => <StatusBadge status={active ? 'active' : 'inactive'} />,
    },
    {
      title: t('columns.journals'),
      dataIndex: 'journals_count',
      key: 'journals',
      align: 'end',
      render: (count: number | undefined) => count ?? 0,
    },
    {
      title: t('columns.manuscripts'),
      dataIndex: 'manuscripts_count',
      key: 'manuscripts',
      align: 'end',
      render: (count: number | undefined) => count ?? 0,
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      render: (_, category) => (
        <ButtonLink
          to={`/categories/${category.id}/edit`}
          size="small"
          type="text"
          icon={<EditOutlined />}
          aria-label={t('actions.editNamed', { name: category.name })}
          title={t('actions.edit')}
        />
      ),
    },
  ];

  return (
    <Table<Row>
      rowKey="id"
      caption={<VisuallyHidden>{caption}</VisuallyHidden>}
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: loading ? ' ' : <EmptyState description={emptyText} /> }}
      expandable={
        isTree
          ? {
              expandedRowKeys: expandedKeys,
              onExpandedRowsChange: (keys) => onExpandedKeysChange?.(keys.map(Number)),
            }
          : undefined
      }
    />
  );
}
