import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HolderOutlined, Tree, type TreeProps } from '@colophon/shared/antd';
import { toApiError, useNotify } from '@colophon/shared';
import { useReorderCategories } from '../api/reorder-categories';
import { type CategoryMove, moveCategory, type ReorderItem, stepMove } from '../lib/move-category';
import { toTreeData, type CategoryTreeDataNode } from '../lib/to-tree-data';
import { toCategoryMove } from '../lib/tree-drop';
import { toTreeRows } from '../lib/category-tree';
import { type CategoryFields, type CategoryNode } from '../../../lib/category-types';
import { useUndoToast } from '../../../components/undo-toast';
import { CategoryTreeTitle } from './category-tree-title';
import { MoveIntoDialog } from './move-into-dialog';

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
 * does the same one step at a time, or into a parent picked in a dialog.
 * A saved move offers Undo: the moved category and its renumbered siblings
 * go back to their previous parents and orders, through the same call.
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

  const undoToast = useUndoToast();
  const [movingInto, setMovingInto] = useState<CategoryFields | null>(null);

  /** The server's reason for a 4xx, else null (ours is shown then). */
  const reasonOf = (error: unknown) => {
    const { status, message } = toApiError(error);
    return status !== null && status >= 400 && status < 500 ? message : null;
  };

  // mutateAsync: its outcome is reported even if the tree has left the screen meanwhile.
  const undo = (tree: CategoryNode[], orders: ReorderItem[]) =>
    reorder.mutateAsync({ tree, orders }).then(
      () => notify.success(t('undo.moveDone')),
      (error: unknown) => {
        const reason = reasonOf(error);
        notify.error(reason ? t('undo.moveFailedWithReason', { reason }) : t('undo.moveFailed'));
      },
    );

  const save = (move: CategoryMove) => {
    const result = moveCategory(nodes, move);
    if (!result.ok) {
      if (result.reason === 'cycle') notify.error(t('reorder.cycle'));
      return;
    }
    // Open the new parent so the moved category stays in sight.
    const newParent =
      move.placement === 'inside'
        ? move.targetId
        : move.placement === 'into'
          ? move.parentId
          : null;
    if (newParent !== null && !expandedKeys.includes(newParent)) {
      onExpandedKeysChange([...expandedKeys, newParent]);
    }
    const previous = nodes;
    reorder.mutate(
      { tree: result.tree, orders: result.orders },
      {
        onSuccess: () =>
          undoToast({
            message: t('reorder.success'),
            onUndo: () => void undo(previous, result.undo),
          }),
        onError: (error) => {
          const reason = reasonOf(error);
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
    <>
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
            onMoveInto={setMovingInto}
            moving={reorder.isPending}
            renderDelete={renderDelete}
          />
        )}
      />
      {movingInto && (
        <MoveIntoDialog
          nodes={nodes}
          category={movingInto}
          open
          onClose={() => setMovingInto(null)}
          onMove={(parentId) => save({ id: movingInto.id, placement: 'into', parentId })}
        />
      )}
    </>
  );
}
