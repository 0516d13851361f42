import { type ReactNode } from 'react';
import { Link } from '@colophon/shared/router';
import { Flex, Typography } from '@colophon/shared/antd';
import { StatusBadge } from '@colophon/shared';
import { type CategoryMove, type StepDirection } from '../lib/move-category';
import { CategoryCounts } from '../../../components/category-counts';
import { type CategoryFields } from '../../../lib/category-types';
import { EditCategoryLink } from './edit-category-link';
import { MoveCategoryMenu } from './move-category-menu';

interface CategoryTreeTitleProps {
  category: CategoryFields;
  canManage: boolean;
  /** The keyboard moves of this row (administrators only). */
  moves: Record<StepDirection, CategoryMove | null>;
  onMove: (move: CategoryMove) => void;
  onMoveInto: (category: CategoryFields) => void;
  moving: boolean;
  /** The row's delete button: deleting is its own feature, composed in by the page. */
  renderDelete: (category: CategoryFields) => ReactNode;
}

/** One row of the tree: name (to the detail), slug, counts, active flag and the row's actions. */
export function CategoryTreeTitle({
  category,
  canManage,
  moves,
  onMove,
  onMoveInto,
  moving,
  renderDelete,
}: CategoryTreeTitleProps) {
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
          // The tree takes Enter and Space for its own rows (and cancels them):
          // keys pressed on the row's buttons and link stay theirs.
          <Flex gap={4} onKeyDown={(event) => event.stopPropagation()}>
            <EditCategoryLink category={category} draggable={false} />
            <MoveCategoryMenu
              name={category.name}
              moves={moves}
              onMove={onMove}
              onMoveInto={() => onMoveInto(category)}
              disabled={moving}
            />
            {renderDelete(category)}
          </Flex>
        )}
      </Flex>
    </Flex>
  );
}
