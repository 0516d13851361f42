import { useTranslation } from 'react-i18next';
import { App, Button, UndoOutlined } from '@colophon/shared/antd';
import { useNotify } from '@colophon/shared';
import { useRestoreUser } from '../api/restore-user';
import { type User } from '../types';

/** Restore action of a soft-deleted user, behind a confirmation. */
export function RestoreUserButton({ user }: { user: User }) {
  const { t } = useTranslation('users');
  const { modal } = App.useApp();
  const notify = useNotify();
  const restore = useRestoreUser();

  const confirm = () =>
    modal.confirm({
      title: t('restore.title'),
      content: t('restore.content', { name: user.name }),
      okText: t('restore.confirm'),
      cancelText: t('restore.cancel'),
      // The modal stays open (and cannot be dismissed) until the call settles.
      onOk: () =>
        restore.mutateAsync(user.id).then(
          () => notify.success(t('restore.success')),
          () => notify.error(t('restore.failure')),
        ),
    });

  return (
    <Button
      size="small"
      icon={<UndoOutlined />}
      onClick={confirm}
      loading={restore.isPending}
      aria-label={t('restore.ariaLabel', { name: user.name })}
    >
      {t('restore.action')}
    </Button>
  );
}
