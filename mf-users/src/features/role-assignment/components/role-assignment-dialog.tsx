import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Modal, Typography } from '@colophon/shared/antd';
import { ErrorState, LoadingState, toApiError, useAuthStore, useNotify } from '@colophon/shared';
import { type User } from '@colophon/shared/contracts';
import { useCurrentUserId } from '../../../hooks/use-current-user-id';
import { useLockedRoles } from '../../../hooks/use-locked-roles';
import { RoleCheckboxList } from '../../../components/role-checkbox-list';
import { useRoles } from '../../../hooks/use-roles';
import { useAssignRoles } from '../api/assign-roles';
import { roleAssignmentErrorText } from '../lib/role-assignment-error';

interface RoleAssignmentDialogProps {
  user: User;
  open: boolean;
  onClose: () => void;
}

/**
 * Every role as a checkbox, the count of selected roles and 'Save Roles'.
 * While saving the dialog cannot be dismissed; a refusal stays visible in it.
 */
export function RoleAssignmentDialog({ user, open, onClose }: RoleAssignmentDialogProps) {
  const { t } = useTranslation('users');
  const notify = useNotify();
  const roles = useRoles();
  const currentUserId = useCurrentUserId();
  const lockedRoles = useLockedRoles();
  const updateSessionUser = useAuthStore((state) => state.updateUser);
  const assign = useAssignRoles(user.id);
  const [selected, setSelected] = useState(() => user.roles.map((role) => role.name));
  const [failure, setFailure] = useState<string | null>(null);
  const labelId = useId();
  const saving = assign.isPending;

  const save = () => {
    setFailure(null);
    assign.mutate(selected, {
      onSuccess: ({ data }) => {
        // One's own roles changed: the session (menus, permissions) follows at once.
        if (data.id === currentUserId) updateSessionUser({ roles: data.roles });
        notify.success(t('roles.success'));
        onClose();
      },
      onError: (error) => {
        const text = roleAssignmentErrorText(toApiError(error));
        const message = 'key' in text ? t(text.key) : text.message;
        setFailure(message);
        notify.error(message);
      },
    });
  };

  const list = roles.data ?? [];
  let body;
  if (roles.isPending) body = <LoadingState label={t('roles.loading')} />;
  else if (roles.isError)
    body = <ErrorState message={t('roles.loadFailed')} onRetry={() => void roles.refetch()} />;
  else if (list.length === 0)
    body = <Typography.Text type="secondary">{t('roles.noneAvailable')}</Typography.Text>;
  else
    body = (
      <>
        <Typography.Text id={labelId} strong style={{ display: 'block', marginBlockEnd: 12 }}>
          {t('roles.chooseFor', { name: user.name })}
        </Typography.Text>
        <RoleCheckboxList
          roles={list}
          value={selected}
          onChange={setSelected}
          disabled={saving}
          lockedRoles={lockedRoles}
          labelledBy={labelId}
        />
        <Typography.Text
          type="secondary"
          role="status"
          aria-live="polite"
          style={{ display: 'block', marginBlockStart: 16 }}
        >
          {t('roles.selectedCount', { count: selected.length })}
        </Typography.Text>
      </>
    );

  return (
    <Modal
      open={open}
      title={t('roles.title')}
      centered
      destroyOnHidden
      closable={!saving}
      keyboard={!saving}
      mask={{ closable: !saving }}
      onCancel={() => {
        if (!saving) onClose();
      }}
      footer={[
        <Button key="cancel" disabled={saving} onClick={onClose}>
          {t('actions.cancel')}
        </Button>,
        // Not antd's `loading`: see the team brief on buttons whose busy state can flip in a frame.
        <Button
          key="save"
          type="primary"
          disabled={saving || roles.isPending || roles.isError || list.length === 0}
          aria-busy={saving}
          onClick={save}
        >
          {saving ? t('actions.saving') : t('roles.save')}
        </Button>,
      ]}
    >
      {failure && (
        <Alert type="error" showIcon title={failure} role="alert" style={{ marginBlockEnd: 16 }} />
      )}
      {body}
    </Modal>
  );
}
