// /users: management (admin, super-admin), one's own record (any signed-in user).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  mutation,
  paginated,
  publicationListQuerySchema,
  publicationSchema,
  roleSchema,
  single,
  userCreateSchema,
  userExportQuerySchema,
  userListQuerySchema,
  userSchema,
  userStatisticsSchema,
  userUpdateSchema,
  USER_SORT_NATURAL,
} from '@colophon/shared/contracts';
import { sendCsv } from '../../lib/csv';
import { errorResponses as e, notFoundAs, securedAs } from '../../lib/route-kit';
import { requirePermission } from '../auth';
import { loginGuardOf } from '../auth';
import { adminOrSelf } from './admin-or-self';
import { listPublications } from './publications.service';
import { userLifecycleRoutes } from './user-lifecycle.routes';
import { usersCsv } from './users-export';
import { listOrder } from '../../lib/list-sort';
import { USER_NOT_FOUND } from './user-rules';
import * as users from './users.service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const secured = securedAs('users');
  const byId = notFoundAs(USER_NOT_FOUND);
  const lister = [app.authenticate, requirePermission('users.list')];
  const manager = [app.authenticate, requirePermission('users.manage')];
  const signedIn = [app.authenticate];
  const self = [app.authenticate, adminOrSelf];

  await app.register(userLifecycleRoutes);

  app.get(
    '/',
    {
      onRequest: lister,
      schema: {
        ...secured,
        summary: 'List users (admin)',
        querystring: userListQuerySchema,
        response: { 200: paginated(userSchema), ...e(401, 403, 422) },
      },
    },
    async (request) => users.listUsers(request.db, request.query),
  );

  app.get(
    '/export.csv',
    {
      onRequest: lister,
      schema: {
        ...secured,
        summary: 'Every user of the filter as CSV (admin)',
        querystring: userExportQuerySchema,
        produces: ['text/csv'],
        response: e(401, 403, 422),
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'users.csv',
        usersCsv(request.db, request.query, listOrder(request.query, USER_SORT_NATURAL)),
      ),
  );

  app.get(
    '/roles',
    {
      onRequest: signedIn,
      schema: {
        ...secured,
        summary: 'Every role',
        response: { 200: z.object({ data: z.array(roleSchema) }), ...e(401) },
      },
    },
    async (request) => ({ data: await users.allRoles(request.db) }),
  );

  app.get(
    '/statistics',
    {
      onRequest: lister,
      schema: {
        ...secured,
        summary: 'User figures (admin)',
        response: { 200: single(userStatisticsSchema), ...e(401, 403) },
      },
    },
    async (request) => ({ data: await users.statistics(request.db) }),
  );

  app.post(
    '/',
    {
      onRequest: manager,
      schema: {
        ...secured,
        summary: 'Create a user (admin)',
        body: userCreateSchema,
        response: { 201: mutation(userSchema), ...e(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const data = await users.createUser(request.db, request.user, request.body);
      return reply.code(201).send({ message: 'User created successfully', data });
    },
  );

  app.get(
    '/:id',
    {
      ...byId,
      onRequest: self,
      schema: {
        ...secured,
        summary: 'A user with roles and academic profile (admin, or oneself)',
        params: idParamSchema,
        response: { 200: single(userSchema), ...e(401, 403, 404) },
      },
    },
    async (request) => ({ data: await users.getUser(request.db, request.user, request.params.id) }),
  );

  app.put(
    '/:id',
    {
      ...byId,
      onRequest: self,
      schema: {
        ...secured,
        summary: 'Update a user (admin, or oneself without roles)',
        params: idParamSchema,
        body: userUpdateSchema,
        response: { 200: mutation(userSchema), ...e(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const data = await users.updateUser(
        request.db,
        request.user,
        request.params.id,
        request.body,
        request.accessTokenId,
        // A self-edit of email or password checks the current password like a sign-in.
        {
          ip: request.ip,
          guard: loginGuardOf(app.config, request.db),
          mail: app.config,
        },
      );
      return { message: 'User updated successfully', data };
    },
  );

  app.get(
    '/:id/publications',
    {
      ...byId,
      onRequest: self,
      schema: {
        ...secured,
        summary: "A user's publications (admin, or oneself)",
        params: idParamSchema,
        querystring: publicationListQuerySchema,
        response: { 200: paginated(publicationSchema), ...e(401, 403, 404, 422) },
      },
    },
    async (request) => listPublications(request.db, request.user, request.params.id, request.query),
  );
};
