import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps, UndoOutlined } from '@colophon/shared/antd';
import { ConfirmDialog } from '@colophon/shared';
import { type User } from '@colophon/shared/contracts';
import { useRestoreUser } from '../api/restore-user';
import { useConfirmedAction } from '../hooks/use-confirmed-action';

interface RestoreUserButtonProps {
  user: User;
  size?: ButtonProps['size'];
}

/** Restore of a soft-deleted user, behind a dialog: roles must be reassigned afterwards. */
export function RestoreUserButton({ user, size }: RestoreUserButtonProps) {
  const { t } = useTranslation('users');
  const restore = useRestoreUser();
  const action = useConfirmedAction({
    run: () => restore.mutateAsync(user.id),
    success: t('restore.success'),
    failure: t('restore.failure'),
  });

  return (
    <>
      <Button
        size={size}
        icon={<UndoOutlined />}
        onClick={action.show}
        aria-label={t('restore.ariaLabel', { name: user.name })}
      >
        {t('restore.action')}
      </Button>
      <ConfirmDialog
        open={action.open}
        title={t('restore.title')}
        description={t('restore.content', { name: user.name })}
        confirmText={t('restore.confirm')}
        cancelText={t('actions.cancel')}
        loading={restore.isPending}
        onConfirm={() => void action.confirm()}
        onCancel={action.close}
      />
    </>
  );
}
