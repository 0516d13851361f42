// GET manuscripts/{id}/reviewer-preferences: the reviewers the authors suggest
// or ask to exclude (the lists are written with the manuscript's create and update).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, reviewerPreferencesSchema, single } from '@colophon/shared/contracts';
import { errorResponses as e, notFoundAs, securedAs } from '../../lib/route-kit';
import { MANUSCRIPT_NOT_FOUND, manuscriptGuard } from './manuscript-access';
import { readPreferences } from './reviewer-preferences.service';

const secured = securedAs('manuscripts');
const byId = notFoundAs(MANUSCRIPT_NOT_FOUND);

export const reviewerPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/manuscripts/:id/reviewer-preferences',
    {
      ...byId,
      onRequest: [app.authenticate],
      preValidation: manuscriptGuard(app.db, 'view'),
      schema: {
        ...secured,
        summary: 'The reviewers the authors suggest and ask to exclude (editors and the authors)',
        description:
          'Each with the account its e-mail address finds (`user_id`). Reviewers are refused (403).',
        params: idParamSchema,
        response: { 200: single(reviewerPreferencesSchema), ...e(401, 403, 404) },
      },
    },
    async (request) => ({ data: await readPreferences(request.db, request.manuscript) }),
  );
};
