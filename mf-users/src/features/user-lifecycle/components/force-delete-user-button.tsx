import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Input, Typography } from '@colophon/shared/antd';
import { ConfirmDialog } from '@colophon/shared';
import { type User } from '@colophon/shared/contracts';
import { useForceDeleteUser } from '../api/force-delete-user';
import { useConfirmedAction } from '../hooks/use-confirmed-action';

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
  const forceDelete = useForceDeleteUser();
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const action = useConfirmedAction({
    run: () => forceDelete.mutateAsync(user.id),
    success: t('forceDelete.success'),
    failure: t('forceDelete.failure'),
    onDone: onDeleted,
    onClose: () => setTyped(''),
  });

  return (
    <>
      <Button danger type="primary" onClick={action.show}>
        {t('forceDelete.action')}
      </Button>
      <ConfirmDialog
        open={action.open}
        danger
        title={t('forceDelete.title')}
        confirmText={forceDelete.isPending ? t('delete.deleting') : t('forceDelete.confirm')}
        cancelText={t('actions.cancel')}
        loading={forceDelete.isPending}
        confirmDisabled={!isForceDeleteConfirmed(typed, user)}
        onConfirm={() => void action.confirm()}
        onCancel={action.close}
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
            if (isForceDeleteConfirmed(typed, user) && !forceDelete.isPending)
              void action.confirm();
          }}
        />
      </ConfirmDialog>
    </>
  );
}
