// /users/{id} lifecycle: soft delete, restore, permanent delete, role assignment.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignRolesSchema,
  idParamSchema,
  messageSchema,
  mutation,
  userSchema,
} from '@colophon/shared/contracts';
import { ADMIN_ROLES, ROLES } from '../../lib/roles';
import { requireAnyRole, requireRoles } from '../../plugins/auth';
import * as lifecycle from './user-lifecycle.service';
import { ROLES_FORBIDDEN } from './user-rules';
import { byId, errors as e, secured } from './users.route-helpers';

export const userLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = [app.authenticate, requireRoles(...ADMIN_ROLES)];

  app.delete(
    '/:id',
    {
      ...byId,
      onRequest: admin,
      schema: {
        ...secured,
        summary: 'Soft-delete a user (admin): roles removed, sessions revoked',
        params: idParamSchema,
        response: { 200: messageSchema, ...e(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await lifecycle.softDeleteUser(app.db, request.user, request.params.id);
      return { message: 'User deleted successfully' };
    },
  );

  app.post(
    '/:id/restore',
    {
      ...byId,
      onRequest: admin,
      schema: {
        ...secured,
        summary: 'Restore a soft-deleted user (admin); roles must be reassigned',
        params: idParamSchema,
        response: { 200: mutation(userSchema), ...e(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const data = await lifecycle.restoreUser(app.db, request.user, request.params.id);
      return { message: 'User restored successfully', data };
    },
  );

  app.delete(
    '/:id/force',
    {
      ...byId,
      onRequest: [app.authenticate, requireRoles(ROLES.SUPER_ADMIN)],
      schema: {
        ...secured,
        summary: 'Delete a user permanently (super-admin)',
        params: idParamSchema,
        response: { 200: messageSchema, ...e(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await lifecycle.forceDeleteUser(app.db, request.user, request.params.id);
      return { message: 'User permanently deleted' };
    },
  );

  app.post(
    '/:id/roles',
    {
      ...byId,
      onRequest: [app.authenticate, requireAnyRole(ADMIN_ROLES, ROLES_FORBIDDEN)],
      schema: {
        ...secured,
        summary: 'Replace the roles of a user (admin)',
        params: idParamSchema,
        body: assignRolesSchema,
        response: { 200: mutation(userSchema), ...e(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const data = await lifecycle.assignRoles(
        app.db,
        request.user,
        request.params.id,
        request.body,
      );
      return { message: 'Roles updated successfully', data };
    },
  );
};
