import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Control, useController } from 'react-hook-form';
import { Alert, Form, Typography } from '@colophon/shared/antd';
import { LoadingState } from '@colophon/shared';
import { useValidationText } from '../../../lib/validation-text';
import { RoleCheckboxList, useRoles } from '../../roles';
import { type UserFormValues } from '../lib/user-form-values';
import { firstErrorMessage } from './form-field';

interface RolesFieldProps {
  control: Control<UserFormValues>;
  isSuperAdmin: boolean;
}

/** The roles as checkboxes; only a super-admin may grant or revoke super-admin. */
export function RolesField({ control, isSuperAdmin }: RolesFieldProps) {
  const { t } = useTranslation('users');
  const validationText = useValidationText();
  const roles = useRoles();
  const labelId = useId();
  const { field, fieldState } = useController({ name: 'roles', control });
  const message = validationText(firstErrorMessage(fieldState.error));

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
        lockedRoles={isSuperAdmin ? [] : ['super-admin']}
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
