import { useTranslation } from 'react-i18next';
import { type Control } from 'react-hook-form';
import { Col, Input, Row, Switch } from '@colophon/shared/antd';
import { FormField } from '@colophon/shared';
import { SectionCard } from '../../../components/section-card';
import { type UserFormValues } from '../lib/user-form-values';
import { RolesField } from './roles-field';

interface AccountFieldsProps {
  control: Control<UserFormValues>;
  isCreate: boolean;
  canManageRoles: boolean;
  /** Editing oneself: a current-password field guards email and password changes. */
  isSelf?: boolean;
}

/** Name, email, password and, for admins, the roles and the verified flag. */
export function AccountFields({
  control,
  isCreate,
  canManageRoles,
  isSelf = false,
}: AccountFieldsProps) {
  const { t } = useTranslation('users');

  return (
    <SectionCard title={t('form.account')} level={2}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <FormField name="name" control={control} label={t('form.name')} required>
            <Input autoComplete="off" />
          </FormField>
        </Col>
        <Col xs={24} md={12}>
          <FormField name="email" control={control} label={t('form.email')} required>
            <Input type="email" autoComplete="off" spellCheck={false} />
          </FormField>
        </Col>
        <Col xs={24} md={12}>
          <FormField
            name="password"
            control={control}
            label={isCreate ? t('form.password') : t('form.newPassword')}
            required={isCreate}
            extra={isCreate ? t('form.passwordHint') : t('form.keepPasswordHint')}
            hideExtraOnError
          >
            <Input.Password autoComplete="new-password" />
          </FormField>
        </Col>
        {isSelf && (
          <Col xs={24} md={12}>
            <FormField
              name="current_password"
              control={control}
              label={t('form.currentPassword')}
              extra={t('form.currentPasswordHint')}
              hideExtraOnError
            >
              <Input.Password autoComplete="current-password" />
            </FormField>
          </Col>
        )}
        {canManageRoles && (
          <Col xs={24} md={12}>
            <FormField
              name="email_verified"
              control={control}
              label={t('form.emailVerified')}
              extra={t('form.emailVerifiedHint')}
              hideExtraOnError
              valuePropName="checked"
            >
              <Switch />
            </FormField>
          </Col>
        )}
      </Row>
      {canManageRoles && <RolesField control={control} />}
    </SectionCard>
  );
}
