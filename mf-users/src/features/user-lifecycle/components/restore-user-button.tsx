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

  // mutateAsync: the refetched user swaps this button out, and an unmounted caller's
  // mutate callbacks never run.
  const confirm = async () => {
    try {
      await restore.mutateAsync(user.id);
    } catch (error) {
      notify.error(errorText(toApiError(error), t('restore.failure')));
      return;
    }
    setOpen(false);
    notify.success(t('restore.success'));
  };

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
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
