import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps, UndoOutlined } from '@colophon/shared/antd';
import { ConfirmDialog, toApiError, useNotify } from '@colophon/shared';
import { type User } from '@colophon/shared/contracts';
import { useServerErrorText } from '../../../lib/server-error-text';
import { useRestoreUser } from '../api/restore-user';

interface RestoreUserButtonProps {
  user: User;
  size?: ButtonProps['size'];
}

/** Restore of a soft-deleted user, behind a dialog: roles must be reassigned afterwards. */
export function RestoreUserButton({ user, size }: RestoreUserButtonProps) {
  const { t } = useTranslation('users');
  const notify = useNotify();
  const errorText = useServerErrorText();
  const restore = useRestoreUser();
  const [open, setOpen] = useState(false);

  const confirm = () =>
    restore.mutate(user.id, {
      onSuccess: () => {
        setOpen(false);
        notify.success(t('restore.success'));
      },
      onError: (error) => notify.error(errorText(toApiError(error), t('restore.failure'))),
    });

  return (
    <>
      <Button
        size={size}
        icon={<UndoOutlined />}
        onClick={() => setOpen(true)}
        aria-label={t('restore.ariaLabel', { name: user.name })}
      >
        {t('restore.action')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('restore.title')}
        description={t('restore.content', { name: user.name })}
        confirmText={t('restore.confirm')}
        cancelText={t('actions.cancel')}
        loading={restore.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
