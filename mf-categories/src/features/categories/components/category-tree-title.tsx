import { useTranslation } from 'react-i18next';
import { Link } from '@colophon/shared/router';
import { EditOutlined, Flex, Typography } from '@colophon/shared/antd';
import { ButtonLink, StatusBadge } from '@colophon/shared';
import { type CategoryMove, type StepDirection } from '../lib/move-category';
import { type CategoryFields } from '../types';
import { CategoryCounts } from './category-counts';
import { DeleteCategoryButton } from './delete-category-button';
import { MoveCategoryMenu } from './move-category-menu';

interface CategoryTreeTitleProps {
  category: CategoryFields;
  canManage: boolean;
  /** The keyboard moves of this row (administrators only). */
  moves: Record<StepDirection, CategoryMove | null>;
  onMove: (move: CategoryMove) => void;
  moving: boolean;
}

/** One row of the tree: name (to the detail), slug, counts, active flag and the row's actions. */
export function CategoryTreeTitle({
  category,
  canManage,
  moves,
  onMove,
  moving,
}: CategoryTreeTitleProps) {
  const { t } = useTranslation('categories');
  return (
    <Flex align="center" justify="space-between" wrap gap="small" style={{ inlineSize: '100%' }}>
      <Flex align="baseline" gap="small" wrap style={{ minInlineSize: 0 }}>
        {/* Not a native link drag: the whole row is what moves. */}
        <Link to={`/categories/${category.id}`} draggable={false}>
          {category.name}
        </Link>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {category.slug}
        </Typography.Text>
      </Flex>
      <Flex align="center" gap="middle" wrap>
        <CategoryCounts category={category} />
        <StatusBadge status={category.is_active ? 'active' : 'inactive'} />
        {canManage && (
          <Flex gap={4}>
            <ButtonLink
              to={`/categories/${category.id}/edit`}
              size="small"
              type="text"
              icon={<EditOutlined />}
              aria-label={t('actions.editNamed', { name: category.name })}
              title={t('actions.edit')}
              draggable={false}
            />
            <MoveCategoryMenu
              name={category.name}
              moves={moves}
              onMove={onMove}
              disabled={moving}
            />
            <DeleteCategoryButton category={category} />
          </Flex>
        )}
      </Flex>
    </Flex>
  );
}
