// GET dashboard: the signed-in user's landing page, made for their roles.
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
        summary:
          "The signed-in user's dashboard: the parts their roles allow (platform figures, editorial queue, reviews, submissions) and the recent activity they may see",
        security: [{ bearerAuth: [] }],
        response: { 200: dashboardResponseSchema, 401: errorSchema },
      },
    },
    async (request) => ({ data: await dashboard(request.db, request.user) }),
  );
};
