import { useTranslation } from 'react-i18next';
import { Checkbox, Flex, Typography } from '@colophon/shared/antd';
import { type Role } from '@colophon/shared/contracts';
import { useRoleLabel } from '../hooks/use-role-label';

export interface RoleCheckboxListProps {
  roles: Role[];
  value: string[];
  onChange: (names: string[]) => void;
  /** Roles shown but not changeable (the super-admin role for a plain admin). */
  lockedRoles?: readonly string[];
  disabled?: boolean;
  /** Id of the visible label of the group. */
  labelledBy?: string;
}

/** Every role as a checkbox with its description; the value is a list of role names. */
export function RoleCheckboxList({
  roles,
  value,
  onChange,
  lockedRoles = [],
  disabled = false,
  labelledBy,
}: RoleCheckboxListProps) {
  const { t } = useTranslation('users');
  const roleLabel = useRoleLabel();
  const toggle = (name: string, checked: boolean) =>
    onChange(checked ? [...value, name] : value.filter((role) => role !== name));

  return (
    <Flex vertical gap={8} role="group" aria-labelledby={labelledBy}>
      {roles.map((role) => {
        const locked = lockedRoles.includes(role.name);
        // The API describes roles in English: the known ones are translated here.
        const description = locked
          ? t('roles.superAdminOnlyHint')
          : t(`roleDescriptions.${role.name}`, { defaultValue: role.description ?? '' });
        return (
          <Checkbox
            key={role.id}
            checked={value.includes(role.name)}
            disabled={disabled || locked}
            onChange={(event) => toggle(role.name, event.target.checked)}
          >
            <span>{roleLabel(role.name)}</span>
            {description && (
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {description}
              </Typography.Text>
            )}
          </Checkbox>
        );
      })}
    </Flex>
  );
}
