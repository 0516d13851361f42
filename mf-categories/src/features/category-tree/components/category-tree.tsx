import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { HolderOutlined, Tree, type TreeProps } from '@colophon/shared/antd';
import { toApiError, useNotify } from '@colophon/shared';
import { useReorderCategories } from '../api/reorder-categories';
import { type CategoryMove, moveCategory, stepMove } from '../lib/move-category';
import { toTreeData, type CategoryTreeDataNode } from '../lib/to-tree-data';
import { toCategoryMove } from '../lib/tree-drop';
import { toTreeRows } from '../lib/category-tree';
import { type CategoryFields, type CategoryNode } from '../../../lib/category-types';
import { CategoryTreeTitle } from './category-tree-title';

const NO_MOVES = { up: null, down: null, outdent: null };

interface CategoryTreeProps {
  nodes: CategoryNode[];
  expandedKeys: number[];
  onExpandedKeysChange: (keys: number[]) => void;
  /** Administrators drag to reorder and re-parent; others see the tree only. */
  canManage: boolean;
  /** A row's delete button (administrators only). */
  renderDelete: (category: CategoryFields) => ReactNode;
}

/**
 * The category tree. Dragging a row onto another makes it that category's
 * first child; into the gap above or below a row, its sibling there. The
 * move shows at once and is saved through `categories/reorder`; a failure
 * puts the tree back and says why. From the keyboard, each row's move menu
 * does the same one step at a time.
 */
export function CategoryTree({
  nodes,
  expandedKeys,
  onExpandedKeysChange,
  canManage,
  renderDelete,
}: CategoryTreeProps) {
  const { t } = useTranslation('categories');
  const notify = useNotify();
  const reorder = useReorderCategories();
  const treeData = useMemo(() => toTreeData(toTreeRows(nodes)), [nodes]);

  const save = (move: CategoryMove) => {
    const result = moveCategory(nodes, move);
    if (!result.ok) {
      if (result.reason === 'cycle') notify.error(t('reorder.cycle'));
      return;
    }
    // Open the new parent so the moved category stays in sight.
    if (move.placement === 'inside' && !expandedKeys.includes(move.targetId)) {
      onExpandedKeysChange([...expandedKeys, move.targetId]);
    }
    reorder.mutate(
      { tree: result.tree, orders: result.orders },
      {
        onSuccess: () => notify.success(t('reorder.success')),
        onError: (error) => {
          const { status, message } = toApiError(error);
          const reason = status !== null && status >= 400 && status < 500 ? message : null;
          notify.error(reason ? t('reorder.failureWithReason', { reason }) : t('reorder.failure'));
        },
      },
    );
  };

  const onDrop: TreeProps<CategoryTreeDataNode>['onDrop'] = (info) => save(toCategoryMove(info));
  const movesOf = (id: number) => ({
    up: stepMove(nodes, id, 'up'),
    down: stepMove(nodes, id, 'down'),
    outdent: stepMove(nodes, id, 'outdent'),
  });

  return (
    <Tree<CategoryTreeDataNode>
      aria-label={t('list.caption')}
      blockNode
      showLine
      selectable={false}
      treeData={treeData}
      expandedKeys={expandedKeys}
      onExpand={(keys) => onExpandedKeysChange(keys.map(Number))}
      draggable={canManage ? { icon: <HolderOutlined /> } : false}
      // One move at a time: no drop until the previous one is saved (a rollback would undo both).
      allowDrop={() => !reorder.isPending}
      onDrop={onDrop}
      titleRender={(node) => (
        <CategoryTreeTitle
          category={node.category}
          canManage={canManage}
          moves={canManage ? movesOf(node.key) : NO_MOVES}
          onMove={save}
          moving={reorder.isPending}
          renderDelete={renderDelete}
        />
      )}
    />
  );
}
