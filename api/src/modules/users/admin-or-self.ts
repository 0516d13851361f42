// The guard of a user's own record: an administrator, or the user themself.
import { forbidden } from '../../lib/http-errors';
import { can } from '../../lib/roles';
import type { AuthHook } from '../auth';

/** 403 before any validation unless the user is an admin or `:id` is themselves. */
export const adminOrSelf: AuthHook = async (request) => {
  const { id } = request.params as { id?: string };
  if (!can(request.user.roles, 'users.manage') && String(request.user.id) !== id) throw forbidden();
};
