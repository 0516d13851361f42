import { useTranslation } from 'react-i18next';
import { Link } from '@colophon/shared/router';
import {
  Card,
  Descriptions,
  Flex,
  PlusOutlined,
  Typography,
  type DescriptionsProps,
} from '@colophon/shared/antd';
import { ButtonLink, EmptyState, StatusBadge, formatDate, ItemList } from '@colophon/shared';
import { type Category } from '@colophon/shared/contracts';
import { CategoryCounts } from '../../../components/category-counts';

interface CategoryDetailProps {
  category: Category;
  canManage: boolean;
}

/** A category's fields, its parent and its direct subcategories with their counts. */
export function CategoryDetail({ category, canManage }: CategoryDetailProps) {
  const { t } = useTranslation('categories');
  const items: DescriptionsProps['items'] = [
    { key: 'name', label: t('fields.name'), children: category.name },
    {
      key: 'slug',
      label: t('fields.slug'),
      children: <Typography.Text code>{category.slug}</Typography.Text>,
    },
    {
      key: 'parent',
      label: t('fields.parent'),
      children: category.parent ? (
        <Link to={`/categories/${category.parent.id}`}>{category.parent.name}</Link>
      ) : (
        <Typography.Text type="secondary">{t('detail.topLevel')}</Typography.Text>
      ),
    },
    {
      key: 'active',
      label: t('fields.active'),
      children: <StatusBadge status={category.is_active ? 'active' : 'inactive'} />,
    },
    { key: 'order', label: t('fields.order'), children: category.order },
    { key: 'journals', label: t('columns.journals'), children: category.journals_count },
    { key: 'manuscripts', label: t('columns.manuscripts'), children: category.manuscripts_count },
    { key: 'created', label: t('fields.created'), children: formatDate(category.created_at) },
    { key: 'updated', label: t('fields.updated'), children: formatDate(category.updated_at) },
    {
      key: 'description',
      label: t('fields.description'),
      span: 'filled',
      children: category.description ?? (
        <Typography.Text type="secondary">{t('detail.noDescription')}</Typography.Text>
      ),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <Card>
        <Descriptions
          items={items}
          column={{ xs: 1, sm: 2, lg: 3 }}
          size="small"
          styles={{ label: { whiteSpace: 'nowrap' } }}
        />
        <Typography.Paragraph type="secondary" style={{ marginBlock: '12px 0', fontSize: 12 }}>
          {t('detail.countsNote')}
        </Typography.Paragraph>
      </Card>
      <Card
        title={
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            {t('detail.children', { count: category.children.length })}
          </Typography.Title>
        }
        extra={
          canManage && (
            <ButtonLink
              to={`/categories/create?parent_id=${category.id}`}
              size="small"
              icon={<PlusOutlined />}
            >
              {t('actions.addChild')}
            </ButtonLink>
          )
        }
      >
        {category.children.length === 0 ? (
          <EmptyState description={t('detail.noChildren')} />
        ) : (
          <ItemList
            items={[...category.children].sort(
              (a, b) => a.order - b.order || a.name.localeCompare(b.name),
            )}
            rowKey="id"
            renderItem={(child) => (
              <Flex
                align="center"
                justify="space-between"
                wrap
                gap="small"
                style={{ inlineSize: '100%' }}
              >
                <Link to={`/categories/${child.id}`}>{child.name}</Link>
                <Flex align="center" gap="middle" wrap>
                  <CategoryCounts category={child} />
                  <StatusBadge status={child.is_active ? 'active' : 'inactive'} />
                </Flex>
              </Flex>
            )}
          />
        )}
      </Card>
    </Flex>
  );
}
