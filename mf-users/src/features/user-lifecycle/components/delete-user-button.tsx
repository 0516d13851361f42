import { useTranslation } from 'react-i18next';
import { Button, DeleteOutlined, Typography } from '@colophon/shared/antd';
import { ConfirmDialog } from '@colophon/shared';
import { type User } from '@colophon/shared/contracts';
import { useDeleteUser } from '../api/delete-user';
import { useConfirmedAction } from '../hooks/use-confirmed-action';

interface DeleteUserButtonProps {
  user: User;
  /** After the delete succeeded (the detail screen goes back to the list). */
  onDeleted?: () => void;
}

/** Soft delete behind a dialog that says what a soft delete keeps and removes. */
export function DeleteUserButton({ user, onDeleted }: DeleteUserButtonProps) {
  const { t } = useTranslation('users');
  const remove = useDeleteUser();
  // The refetched user (now deleted) swaps this button for Restore.
  const action = useConfirmedAction({
    run: () => remove.mutateAsync(user.id),
    success: t('delete.success'),
    failure: t('delete.failure'),
    onDone: onDeleted,
  });

  return (
    <>
      <Button danger icon={<DeleteOutlined />} onClick={action.show}>
        {t('delete.action')}
      </Button>
      <ConfirmDialog
        open={action.open}
        danger
        title={t('delete.title')}
        confirmText={remove.isPending ? t('delete.deleting') : t('delete.confirm')}
        cancelText={t('actions.cancel')}
        loading={remove.isPending}
        onConfirm={() => void action.confirm()}
        onCancel={action.close}
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
