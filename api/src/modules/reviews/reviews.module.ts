// Peer review: review rounds, reviewer candidates and invitations,
// review assignments, review files. Reviews themselves are posted on the manuscripts
// module's route (POST manuscripts/{id}/reviews → peer-review.service). Its
// manuscript routes use the manuscripts module's guard, so this plugin
// declares the request's `manuscript` too.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storageConfigFromEnv } from '../manuscripts';
import { invitationRoutes } from './invitations.routes';
import { reviewFilesRoutes } from './review-files.routes';
import { reviewRatingRoutes } from './review-ratings.routes';
import { manuscriptReviewRoutes } from './reviews.routes';

export const reviewsModule: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('manuscript', null as never);
  await app.register(manuscriptReviewRoutes);
  await app.register(invitationRoutes);
  await app.register(reviewFilesRoutes, { storage: storageConfigFromEnv() });
  await app.register(reviewRatingRoutes);
};
