import { useTranslation } from 'react-i18next';
import { formatRoleName } from '@colophon/shared';

/**
 * A role's proper name in the reader's language ('editor-in-chief' → 'Editor-in-Chief'),
 * as the profile shows it; a role the texts do not know yet reads as its name, spaced.
 */
export function useRoleLabel(): (name: string) => string {
  const { t } = useTranslation('users');
  return (name) => t(`roleNames.${name}`, { defaultValue: formatRoleName(name) });
}
