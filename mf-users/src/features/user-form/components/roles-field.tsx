import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Control, useController } from 'react-hook-form';
import { Alert, Form, Typography } from '@colophon/shared/antd';
import { LoadingState, useMessageText, firstErrorMessage } from '@colophon/shared';
import { RoleCheckboxList } from '../../../components/role-checkbox-list';
import { useLockedRoles } from '../../../hooks/use-locked-roles';
import { useRoles } from '../../../hooks/use-roles';
import { type UserFormValues } from '../lib/user-form-values';

interface RolesFieldProps {
  control: Control<UserFormValues>;
}

/** The roles as checkboxes; only a super-admin may grant or revoke super-admin. */
export function RolesField({ control }: RolesFieldProps) {
  const { t } = useTranslation('users');
  const messageText = useMessageText();
  const roles = useRoles();
  const lockedRoles = useLockedRoles();
  const labelId = useId();
  const { field, fieldState } = useController({ name: 'roles', control });
  const message = messageText(firstErrorMessage(fieldState.error));

  let content;
  if (roles.isPending) content = <LoadingState label={t('roles.loading')} />;
  else if (roles.isError) content = <Alert type="error" showIcon title={t('roles.loadFailed')} />;
  else if (roles.data.length === 0)
    content = <Typography.Text type="secondary">{t('roles.noneAvailable')}</Typography.Text>;
  else
    content = (
      <RoleCheckboxList
        roles={roles.data}
        value={field.value}
        onChange={field.onChange}
        labelledBy={labelId}
        lockedRoles={lockedRoles}
      />
    );

  return (
    <Form.Item
      label={<span id={labelId}>{t('form.roles')}</span>}
      validateStatus={message ? 'error' : undefined}
      help={message}
      style={{ marginBlockEnd: 0 }}
    >
      {content}
    </Form.Item>
  );
}
