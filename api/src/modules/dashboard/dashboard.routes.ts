// GET dashboard: live figures for any signed-in user.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardResponseSchema, errorSchema } from '@colophon/shared/contracts';
import { dashboard } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['dashboard'],
        summary: 'Live figures: manuscripts, journals, reviews, recent activity',
        security: [{ bearerAuth: [] }],
        response: { 200: dashboardResponseSchema, 401: errorSchema },
      },
    },
    async (request) => ({ data: await dashboard(app.db, request.user) }),
  );
};
