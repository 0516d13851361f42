// Peer review of a manuscript: its review rounds, reviewer candidates and
// invitations (docs/workflow.md, "Peer review").
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  invitationCreateSchema,
  mutation,
  reviewerCandidatesQuerySchema,
  reviewerCandidatesResponseSchema,
  reviewInvitationSchema,
  reviewRoundsResponseSchema,
} from '@colophon/shared/contracts';
import { forbidden } from '../../lib/http-errors';
import { errorResponses as e, notFoundAs, securedAs } from '../../lib/route-kit';
import { MANUSCRIPT_NOT_FOUND, manuscriptGuard, mayHandle } from '../manuscripts';
import * as invitations from './invitations.service';
import { reviewerCandidates } from '../reviewer-choice';
import { listRounds } from './review-rounds.service';

const secured = securedAs('manuscripts');
const byId = notFoundAs(MANUSCRIPT_NOT_FOUND);

export const manuscriptReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = [app.authenticate];
  const viewGuard = manuscriptGuard(app.db, 'view');
  /** Editors who handle the manuscript: checked before the body or query is validated. */
  const handlerGuard = async (request: FastifyRequest) => {
    await viewGuard(request);
    if (!mayHandle(request.manuscript.relation)) throw forbidden();
  };

  app.get(
    '/manuscripts/:id/review-rounds',
    {
      ...byId,
      onRequest: signedIn,
      preValidation: viewGuard,
      schema: {
        ...secured,
        summary: 'Review rounds with the invitations and reviews the reader may see',
        description:
          'Editors: everything. A reviewer: their own invitation and review. Authors: submitted reviews (comments to the author), never recommendations, confidential comments or, unless the review is open, reviewer names.',
        params: idParamSchema,
        response: { 200: reviewRoundsResponseSchema, ...e(401, 404) },
      },
    },
    async (request) => listRounds(request.db, request.manuscript),
  );

  app.get(
    '/manuscripts/:id/reviewer-candidates',
    {
      ...byId,
      onRequest: signedIn,
      preValidation: handlerGuard,
      schema: {
        ...secured,
        summary: 'Reviewers to invite: a search and suggestions ranked by relevance (editors)',
        params: idParamSchema,
        querystring: reviewerCandidatesQuerySchema,
        response: { 200: reviewerCandidatesResponseSchema, ...e(401, 403, 404, 422) },
      },
    },
    async (request) => reviewerCandidates(request.db, request.manuscript, request.query),
  );

  app.post(
    '/manuscripts/:id/invitations',
    {
      ...byId,
      onRequest: signedIn,
      preValidation: handlerGuard,
      schema: {
        ...secured,
        summary: 'Invite a reviewer to the open round (editors; due date default today + 21 days)',
        params: idParamSchema,
        body: invitationCreateSchema,
        response: { 201: mutation(reviewInvitationSchema), ...e(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const data = await invitations.invite(
        request.db,
        request.user,
        request.manuscript,
        request.body,
      );
      return reply.code(201).send({ message: 'Reviewer invited successfully', data });
    },
  );
};
