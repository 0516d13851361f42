import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DeleteOutlined, Typography } from '@colophon/shared/antd';
import { ConfirmDialog, toApiError, useNotify } from '@colophon/shared';
import { type User } from '@colophon/shared/contracts';
import { useServerErrorText } from '../../../lib/server-error-text';
import { useDeleteUser } from '../api/delete-user';

interface DeleteUserButtonProps {
  user: User;
  /** After the delete succeeded (the detail screen goes back to the list). */
  onDeleted?: () => void;
}

/** Soft delete behind a dialog that says what a soft delete keeps and removes. */
export function DeleteUserButton({ user, onDeleted }: DeleteUserButtonProps) {
  const { t } = useTranslation('users');
  const notify = useNotify();
  const errorText = useServerErrorText();
  const remove = useDeleteUser();
  const [open, setOpen] = useState(false);

  // mutateAsync, not mutate's callbacks: the refetched user (now deleted) swaps this
  // button for Restore, and callbacks of an unmounted caller never run.
  const confirm = async () => {
    try {
      await remove.mutateAsync(user.id);
    } catch (error) {
      notify.error(errorText(toApiError(error), t('delete.failure')));
      return;
    }
    setOpen(false);
    notify.success(t('delete.success'));
    onDeleted?.();
  };

  return (
    <>
      <Button danger icon={<DeleteOutlined />} onClick={() => setOpen(true)}>
        {t('delete.action')}
      </Button>
      <ConfirmDialog
        open={open}
        danger
        title={t('delete.title')}
        confirmText={remove.isPending ? t('delete.deleting') : t('delete.confirm')}
        cancelText={t('actions.cancel')}
        loading={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <Typography.Paragraph>{t('delete.question', { name: user.name })}</Typography.Paragraph>
        <ul style={{ paddingInlineStart: 20, margin: 0 }}>
          <li>{t('delete.softDelete')}</li>
          <li>{t('delete.dataKept')}</li>
          <li>{t('delete.accessRemoved')}</li>
        </ul>
      </ConfirmDialog>
    </>
  );
}
