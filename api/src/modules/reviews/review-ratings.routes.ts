// PUT reviews/{id}/rating: the editors handling a manuscript rate each of its
// submitted reviews 1–5 (the last editor's rating stands).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  mutation,
  parseId,
  reviewRatingInputSchema,
  reviewRatingSchema,
} from '@colophon/shared/contracts';
import { notFound } from '../../lib/http-errors';
import { errorResponses as e, notFoundAs, securedAs } from '../../lib/route-kit';
import { assertMayRate, rateReview, REVIEW_NOT_FOUND } from './review-ratings.service';

export const reviewRatingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Who may rate is settled before the body is validated (403 before 422).
  const editorGuard = async (request: FastifyRequest) => {
    const id = parseId((request.params as { id?: unknown }).id);
    if (id === null) throw notFound(REVIEW_NOT_FOUND);
    await assertMayRate(request.db, request.user, id);
  };

  app.put(
    '/reviews/:id/rating',
    {
      ...notFoundAs(REVIEW_NOT_FOUND),
      onRequest: [app.authenticate],
      preValidation: editorGuard,
      schema: {
        ...securedAs('manuscripts'),
        summary:
          'Rate a submitted review 1–5 (the editors handling the manuscript; editors only ever see it)',
        params: idParamSchema,
        body: reviewRatingInputSchema,
        response: { 200: mutation(reviewRatingSchema), ...e(401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      message: 'Review rated successfully',
      data: await rateReview(request.db, request.user, request.params.id, request.body),
    }),
  );
};
