import { useTranslation } from 'react-i18next';
import { App, Button, DeleteOutlined } from '@colophon/shared/antd';
import { toApiError, useNotify } from '@colophon/shared';
import { useDeleteCategory } from '../api/delete-category';
import { useRestoreCategory } from '../api/restore-category';
import { type CategoryFields } from '../../../lib/category-types';
import { useUndoToast } from '../../../components/undo-toast';

interface DeleteCategoryButtonProps {
  category: Pick<CategoryFields, 'id' | 'name'>;
  /** `icon`: a small icon button for a tree row; `button`: a labelled button for a page header. */
  variant?: 'icon' | 'button';
  onDeleted?: () => void;
}

/**
 * Deletes a category behind a confirmation. A refusal (a category with
 * subcategories or journals) shows the server's message as it is. Only a
 * category without subcategories or journals can be deleted, so nothing else
 * goes with it and the success toast offers Undo: the API restores it with
 * its id, parent and position (`POST categories/{id}/restore`).
 */
export function DeleteCategoryButton({
  category,
  variant = 'icon',
  onDeleted,
}: DeleteCategoryButtonProps) {
  const { t } = useTranslation('categories');
  const { modal } = App.useApp();
  const notify = useNotify();
  const remove = useDeleteCategory();
  const restore = useRestoreCategory();
  const undoToast = useUndoToast();

  /** Server's words for a 4xx refusal, ours otherwise. */
  const reasonOf = (error: unknown) => {
    const { status, message } = toApiError(error);
    return status !== null && status >= 400 && status < 500 ? message : null;
  };

  const undoDelete = () =>
    restore(category.id).then(
      () => notify.success(t('undo.deleteDone', { name: category.name })),
      (error: unknown) => {
        const reason = reasonOf(error);
        notify.error(
          reason
            ? t('undo.deleteFailedWithReason', { name: category.name, reason })
            : t('undo.deleteFailed', { name: category.name }),
        );
      },
    );

  const confirm = () =>
    modal.confirm({
      title: t('delete.title'),
      content: t('delete.content', { name: category.name }),
      okText: t('delete.confirm'),
      cancelText: t('delete.cancel'),
      okButtonProps: { danger: true },
      // The dialog stays open, and cannot be dismissed, until the call settles.
      onOk: () =>
        remove.mutateAsync(category.id).then(
          () => {
            undoToast({ message: t('delete.success'), onUndo: () => void undoDelete() });
            onDeleted?.();
          },
          // A refusal (409), or a 4xx with its reason: the server's words; anything else: ours.
          (error: unknown) => notify.error(reasonOf(error) ?? t('delete.failure')),
        ),
    });

  if (variant === 'button') {
    return (
      <Button danger icon={<DeleteOutlined />} onClick={confirm} disabled={remove.isPending}>
        {t('actions.delete')}
      </Button>
    );
  }
  return (
    <Button
      size="small"
      type="text"
      danger
      icon={<DeleteOutlined />}
      onClick={confirm}
      disabled={remove.isPending}
      aria-label={t('actions.deleteNamed', { name: category.name })}
      title={t('actions.delete')}
    />
  );
}
