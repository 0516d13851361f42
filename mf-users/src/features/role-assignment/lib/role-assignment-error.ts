import { type ApiError } from '@colophon/shared';
import { serverErrorKey } from '../../../lib/server-error-key';

export type RoleAssignmentErrorText = { key: string } | { message: string };

/**
 * What a failed role assignment says. Any 403 is a refusal of the role
 * assignment itself (admins only), unless the API names the super-admin rule; a
 * rejected role name (422) is shown as the API words it.
 */
export function roleAssignmentErrorText(error: ApiError): RoleAssignmentErrorText {
  const known = serverErrorKey(error);
  if (known) return { key: known };
  if (error.status === 403) return { key: 'errors.rolesForbidden' };
  const roleError = error.errors.roles?.[0];
  if (error.status === 422 && roleError) return { message: roleError };
  return { key: 'roles.failure' };
}
