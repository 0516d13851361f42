// /users/{id} lifecycle: soft delete, restore, permanent delete, role assignment.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignRolesSchema,
  idParamSchema,
  messageSchema,
  mutation,
  userSchema,
} from '@colophon/shared/contracts';
import { errorResponses as e, notFoundAs, securedAs } from '../../lib/route-kit';
import { requirePermission } from '../auth';
import * as lifecycle from './user-lifecycle.service';
import { ROLES_FORBIDDEN, USER_NOT_FOUND } from './user-rules';

export const userLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const secured = securedAs('users');
  const byId = notFoundAs(USER_NOT_FOUND);
  const admin = [app.authenticate, requirePermission('users.manage')];

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
      await lifecycle.softDeleteUser(request.db, request.user, request.params.id);
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
      const data = await lifecycle.restoreUser(request.db, request.user, request.params.id);
      return { message: 'User restored successfully', data };
    },
  );

  app.delete(
    '/:id/force',
    {
      ...byId,
      onRequest: [app.authenticate, requirePermission('users.forceDelete')],
      schema: {
        ...secured,
        summary: 'Delete a user permanently (super-admin)',
        params: idParamSchema,
        response: { 200: messageSchema, ...e(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await lifecycle.forceDeleteUser(request.db, request.user, request.params.id);
      return { message: 'User permanently deleted' };
    },
  );

  app.post(
    '/:id/roles',
    {
      ...byId,
      onRequest: [app.authenticate, requirePermission('users.manage', ROLES_FORBIDDEN)],
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
        request.db,
        request.user,
        request.params.id,
        request.body,
      );
      return { message: 'Roles updated successfully', data };
    },
  );
};
