import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Input, Typography } from '@colophon/shared/antd';
import { ConfirmDialog, toApiError, useNotify } from '@colophon/shared';
import { type User } from '@colophon/shared/contracts';
import { useServerErrorText } from '../../../lib/server-error-text';
import { useForceDeleteUser } from '../api/force-delete-user';

interface ForceDeleteUserButtonProps {
  user: User;
  onDeleted?: () => void;
}

/** The text to type before a permanent delete is allowed: the user's email, exactly. */
export const isForceDeleteConfirmed = (typed: string, user: Pick<User, 'email'>) =>
  typed.trim() === user.email;

/**
 * Permanent deletion, for super-admins only (the caller decides whether to
 * render it). The user must type the account's email before the button
 * unlocks: it cannot be undone.
 */
export function ForceDeleteUserButton({ user, onDeleted }: ForceDeleteUserButtonProps) {
  const { t } = useTranslation('users');
  const notify = useNotify();
  const errorText = useServerErrorText();
  const forceDelete = useForceDeleteUser();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const inputId = useId();

  const close = () => {
    setOpen(false);
    setTyped('');
  };
  // mutateAsync: the user's screen may unmount with the refetch, dropping mutate callbacks.
  const confirm = async () => {
    try {
      await forceDelete.mutateAsync(user.id);
    } catch (error) {
      notify.error(errorText(toApiError(error), t('forceDelete.failure')));
      return;
    }
    close();
    notify.success(t('forceDelete.success'));
    onDeleted?.();
  };

  return (
    <>
      <Button danger type="primary" onClick={() => setOpen(true)}>
        {t('forceDelete.action')}
      </Button>
      <ConfirmDialog
        open={open}
        danger
        title={t('forceDelete.title')}
        confirmText={forceDelete.isPending ? t('delete.deleting') : t('forceDelete.confirm')}
        cancelText={t('actions.cancel')}
        loading={forceDelete.isPending}
        confirmDisabled={!isForceDeleteConfirmed(typed, user)}
        onConfirm={() => void confirm()}
        onCancel={close}
      >
        <Alert
          type="error"
          showIcon
          title={t('forceDelete.warning')}
          style={{ marginBlockEnd: 16 }}
        />
        <Typography.Paragraph>
          {t('forceDelete.description', { name: user.name })}
        </Typography.Paragraph>
        <label htmlFor={inputId} style={{ display: 'block', marginBlockEnd: 8 }}>
          {t('forceDelete.typeToConfirm')} <Typography.Text code>{user.email}</Typography.Text>
        </label>
        <Input
          id={inputId}
          value={typed}
          autoComplete="off"
          spellCheck={false}
          disabled={forceDelete.isPending}
          onChange={(event) => setTyped(event.target.value)}
          onPressEnter={() => {
            if (isForceDeleteConfirmed(typed, user) && !forceDelete.isPending) confirm();
          }}
        />
      </ConfirmDialog>
    </>
  );
}
