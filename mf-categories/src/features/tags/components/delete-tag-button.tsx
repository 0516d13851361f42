import { useTranslation } from 'react-i18next';
import { App, Button, DeleteOutlined } from '@colophon/shared/antd';
import { toApiError, useNotify } from '@colophon/shared';
import type { Tag } from '@colophon/shared/contracts';
import { useDeleteTag } from '../api/tag-mutations';

/** Deletes a tag behind a confirmation that says how many records lose it. */
export function DeleteTagButton({ tag }: { tag: Tag }) {
  const { t } = useTranslation('categories');
  const { modal } = App.useApp();
  const notify = useNotify();
  const remove = useDeleteTag();

  const confirm = () =>
    modal.confirm({
      title: t('tags.delete.title', { name: tag.name }),
      content:
        tag.usage_count > 0
          ? t('tags.delete.inUse', {
              manuscripts: t('tags.count.manuscripts', { count: tag.manuscripts_count }),
              journals: t('tags.count.journals', { count: tag.journals_count }),
            })
          : t('tags.delete.unused'),
      okText: t('tags.delete.confirm'),
      cancelText: t('delete.cancel'),
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(tag.id).then(
          () => notify.success(t('tags.delete.success', { name: tag.name })),
          (error: unknown) => {
            const { status, message } = toApiError(error);
            notify.error(status !== null && status < 500 ? message : t('tags.delete.failure'));
          },
        ),
    });

  return (
    <Button
      size="small"
      type="text"
      danger
      icon={<DeleteOutlined />}
      onClick={confirm}
      disabled={remove.isPending}
      aria-label={t('tags.actions.deleteNamed', { name: tag.name })}
      title={t('actions.delete')}
    />
  );
}
