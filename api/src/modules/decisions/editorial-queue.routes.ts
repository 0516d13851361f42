// GET editorial-queue (editors and admins).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  editorialQueueQuerySchema,
  editorialQueueResponseSchema,
} from '@colophon/shared/contracts';
import { forbidden } from '../../lib/http-errors';
import { can } from '../../lib/roles';
import { errorResponses as e, securedAs } from '../../lib/route-kit';
import { editorialQueue } from './editorial-queue.service';

export const editorialQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/editorial-queue',
    {
      onRequest: [app.authenticate],
      // Authorised before the query is validated: a forbidden request never gets a 422.
      preValidation: async (request) => {
        if (!can(request.user.roles, 'editorialQueue.view')) throw forbidden();
      },
      schema: {
        ...securedAs('manuscripts'),
        summary: 'Manuscripts waiting for an editor, by stage (editors and admins)',
        querystring: editorialQueueQuerySchema,
        response: { 200: editorialQueueResponseSchema, ...e(401, 403, 422) },
      },
    },
    async (request) => editorialQueue(request.db, request.user, request.query),
  );
};
