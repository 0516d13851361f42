import { useTranslation } from 'react-i18next';
import { App, Button, DeleteOutlined } from '@colophon/shared/antd';
import { useNotify } from '@colophon/shared';
import { useDeleteJournal } from '../api/delete-journal';
import { type Journal } from '../types';

/** Deletes a journal behind a confirmation dialog (spec §2). */
export function DeleteJournalButton({ journal }: { journal: Journal }) {
  const { t } = useTranslation('journals');
  const { modal } = App.useApp();
  const notify = useNotify();
  const remove = useDeleteJournal();

  const confirm = () =>
    modal.confirm({
      title: t('delete.title'),
      content: t('delete.content', { title: journal.title }),
      okText: t('delete.confirm'),
      cancelText: t('delete.cancel'),
      okButtonProps: { danger: true },
      // The dialog stays open, and cannot be dismissed, until the call settles.
      onOk: () =>
        remove.mutateAsync(journal.id).then(
          () => notify.success(t('delete.success')),
          () => notify.error(t('delete.failure')),
        ),
    });

  return (
    <Button
      size="small"
      type="text"
      danger
      icon={<DeleteOutlined />}
      onClick={confirm}
      loading={remove.isPending}
      aria-label={t('actions.deleteNamed', { title: journal.title })}
      title={t('actions.delete')}
    />
  );
}
