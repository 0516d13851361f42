import { type ApiError } from '@colophon/shared';

// Refusals the users API explains in English (docs/roles.md), by translation key.
const KNOWN: Record<string, string> = {
  'You do not have permission to assign roles to this user. Admin or Super Admin role required.':
    'errors.rolesForbidden',
  'Only a Super Admin can grant, revoke or manage the super-admin role.': 'errors.superAdminOnly',
  'You cannot delete your own account.': 'errors.deleteSelf',
  'The user cannot be permanently deleted while manuscripts or other records refer to them.':
    'errors.forceDeleteConflict',
  'User not found': 'errors.notFound',
  'User is already deleted': 'errors.alreadyDeleted',
  'User is not deleted': 'errors.notDeleted',
};

/**
 * The translation key of a refusal worth showing as is (a 403, 404 or 409
 * the API explains); null when the screen's own failure text fits better
 * (validation, server faults, network).
 */
export function serverErrorKey(error: ApiError): string | null {
  if (error.status !== 403 && error.status !== 404 && error.status !== 409) return null;
  return KNOWN[error.message] ?? null;
}
