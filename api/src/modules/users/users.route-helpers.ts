// Pieces shared by the /users route files.
import { errorSchema } from '@colophon/shared/contracts';
import { forbidden } from '../../lib/http-errors';
import { ADMIN_ROLES, hasAnyRole } from '../../lib/roles';
import type { AuthHook } from '../../plugins/auth';
import { USER_NOT_FOUND } from './user-rules';

/** Error responses of a route, for the OpenAPI document. */
export const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((c) => [c, errorSchema]));
/** Routes addressed by `:id`: a malformed id answers 404 'User not found'. */
export const byId = { config: { notFoundMessage: USER_NOT_FOUND } };
export const secured = { tags: ['users'], security: [{ bearerAuth: [] }] };

/** 403 before any validation unless the user is an admin or `:id` is themselves. */
export const adminOrSelf: AuthHook = async (request) => {
  const { id } = request.params as { id?: string };
  if (!hasAnyRole(request.user, ADMIN_ROLES) && String(request.user.id) !== id) throw forbidden();
};
