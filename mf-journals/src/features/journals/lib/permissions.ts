// Who may do what with journals. The API decides (api/src/lib/roles.ts); the
// screens only hide what a user cannot use (docs/roles.md).
import { hasRole } from '@colophon/shared';
import { type RoleName, type User } from '@colophon/shared/contracts';

/** Create, edit and delete journals: ADMIN_ROLES of the API. */
export const JOURNAL_MANAGER_ROLES: readonly RoleName[] = ['admin', 'super-admin'];
/** See admin notes and export the list: STAFF_ROLES of the API (administrators and editors). */
export const JOURNAL_STAFF_ROLES: readonly RoleName[] = [
  ...JOURNAL_MANAGER_ROLES,
  'editor-in-chief',
  'associate-editor',
];

type Reader = Pick<User, 'roles'> | null | undefined;

export const canManageJournals = (user: Reader) => hasRole(user, ...JOURNAL_MANAGER_ROLES);
export const isJournalStaff = (user: Reader) => hasRole(user, ...JOURNAL_STAFF_ROLES);
