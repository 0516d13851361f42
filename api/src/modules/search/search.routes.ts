// GET /search: the top bar's global search and the /search page.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResponseSchema } from '@colophon/shared/contracts';
import { errorResponses as e, securedAs } from '../../lib/route-kit';
import { search } from './search.service';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: [app.authenticate],
      schema: {
        ...securedAs('search'),
        summary:
          'Journals, manuscripts, users, categories and tags matching q, ranked, grouped by type, with highlight ranges (each type as its list allows the reader)',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, ...e(401, 422) },
      },
    },
    async (request) => ({ data: await search(request.db, request.user, request.query) }),
  );
};
