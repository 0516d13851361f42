import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@colophon/shared/router';
import { Flex, Table, Typography, type TableColumnsType } from '@colophon/shared/antd';
import { EmptyState, StatusBadge, VisuallyHidden } from '@colophon/shared';
import { type CategoryMatch } from '../lib/category-tree';
import { EditCategoryLink } from './edit-category-link';

interface CategoriesTableProps {
  rows: CategoryMatch[];
  loading: boolean;
  caption: string;
  emptyText: string;
  canManage: boolean;
  /** A row's delete button (administrators only). */
  renderDelete: (category: CategoryMatch) => ReactNode;
}

/** The flat list of search matches, each with the names of its parents. */
export function CategoriesTable({
  rows,
  loading,
  caption,
  emptyText,
  canManage,
  renderDelete,
}: CategoriesTableProps) {
  const { t } = useTranslation('categories');

  const columns: TableColumnsType<CategoryMatch> = [
    {
      title: t('columns.name'),
      dataIndex: 'name',
      key: 'name',
      render: (name: string, category) => (
        <>
          <Link to={`/categories/${category.id}`}>{name}</Link>
          {category.path.length > 0 && (
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
    },
    {
      title: t('columns.manuscripts'),
      dataIndex: 'manuscripts_count',
      key: 'manuscripts',
      align: 'end',
    },
    ...(canManage
      ? [
          {
            title: t('columns.actions'),
            key: 'actions',
            render: (_: unknown, category: CategoryMatch) => (
              <Flex gap={4}>
                <EditCategoryLink category={category} />
                {renderDelete(category)}
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <Table<CategoryMatch>
      rowKey="id"
      caption={<VisuallyHidden>{caption}</VisuallyHidden>}
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: loading ? ' ' : <EmptyState description={emptyText} /> }}
    />
  );
}
