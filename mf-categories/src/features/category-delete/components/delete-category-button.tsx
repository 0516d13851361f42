import { useTranslation } from 'react-i18next';
import { App, Button, DeleteOutlined } from '@colophon/shared/antd';
import { toApiError, useNotify } from '@colophon/shared';
import { useDeleteCategory } from '../api/delete-category';
import { type CategoryFields } from '../../../lib/category-types';

interface DeleteCategoryButtonProps {
  category: Pick<CategoryFields, 'id' | 'name'>;
  /** `icon`: a small icon button for a tree row; `button`: a labelled button for a page header. */
  variant?: 'icon' | 'button';
  onDeleted?: () => void;
}

/**
 * Deletes a category behind a confirmation. A refusal (a category with
 * subcategories or journals) shows the server's message, spec §8.
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
            notify.success(t('delete.success'));
            onDeleted?.();
          },
          (error: unknown) => {
            const { status, message } = toApiError(error);
            // A refusal (409), or a 4xx with its reason: the server's words; anything else: ours.
            const refused = status !== null && status >= 400 && status < 500;
            notify.error(refused ? message : t('delete.failure'));
          },
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
