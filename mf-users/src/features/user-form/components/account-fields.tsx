import { useTranslation } from 'react-i18next';
import { type Control } from 'react-hook-form';
import { Col, Input, Row, Switch } from '@colophon/shared/antd';
import { SectionCard } from '../../../components/section-card';
import { type UserFormValues } from '../lib/user-form-values';
import { FormField } from './form-field';
import { RolesField } from './roles-field';

interface AccountFieldsProps {
  control: Control<UserFormValues>;
  isCreate: boolean;
  canManageRoles: boolean;
  isSuperAdmin: boolean;
}

/** Name, email, password and, for admins, the roles and the verified flag. */
export function AccountFields({
  control,
  isCreate,
  canManageRoles,
  isSuperAdmin,
}: AccountFieldsProps) {
  const { t } = useTranslation('users');

  return (
    <SectionCard title={t('form.account')} level={2}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <FormField
            name="name"
            control={control}
            label={t('form.name')}
            required
            render={(field, a11y) => <Input {...field} {...a11y} autoComplete="off" />}
          />
        </Col>
        <Col xs={24} md={12}>
          <FormField
            name="email"
            control={control}
            label={t('form.email')}
            required
            render={(field, a11y) => (
              <Input {...field} {...a11y} type="email" autoComplete="off" spellCheck={false} />
            )}
          />
        </Col>
        <Col xs={24} md={12}>
          <FormField
            name="password"
            control={control}
            label={isCreate ? t('form.password') : t('form.newPassword')}
            required={isCreate}
            extra={isCreate ? t('form.passwordHint') : t('form.keepPasswordHint')}
            render={(field, a11y) => (
              <Input.Password {...field} {...a11y} autoComplete="new-password" />
            )}
          />
        </Col>
        {canManageRoles && (
          <Col xs={24} md={12}>
            <FormField
              name="email_verified"
              control={control}
              label={t('form.emailVerified')}
              extra={t('form.emailVerifiedHint')}
              render={({ value, onChange, ref }, a11y) => (
                <Switch
                  ref={ref}
                  id={a11y.id}
                  checked={value}
                  onChange={onChange}
                  aria-describedby={a11y['aria-describedby']}
                />
              )}
            />
          </Col>
        )}
      </Row>
      {canManageRoles && <RolesField control={control} isSuperAdmin={isSuperAdmin} />}
    </SectionCard>
  );
}
