// An invitation's answers (the invited reviewer) and its cancellation (the
// editors handling the manuscript), and GET reviews/assignments.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  invitationDeclineSchema,
  mutation,
  parseId,
  reviewAssignmentsQuerySchema,
  reviewAssignmentSchema,
  reviewAssignmentsResponseSchema,
  reviewInvitationSchema,
  single,
} from '@colophon/shared/contracts';
import { notFound } from '../../lib/http-errors';
import { errorResponses as e, notFoundAs, securedAs } from '../../lib/route-kit';
import * as invitations from './invitations.service';
import {
  assertMayListAssignments,
  listAssignments,
  ownAssignment,
} from './review-assignments.service';

const secured = securedAs('manuscripts');
const byId = notFoundAs(invitations.INVITATION_NOT_FOUND);
const response = { 200: mutation(reviewInvitationSchema), ...e(401, 403, 404, 409, 422) };

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = [app.authenticate];
  const pathId = (request: FastifyRequest) => {
    const id = parseId((request.params as { id?: unknown }).id);
    if (id === null) throw notFound(invitations.INVITATION_NOT_FOUND);
    return id;
  };
  // Who may decline is settled before the body is validated (403 before 422).
  const reviewerGuard = async (request: FastifyRequest) => {
    await invitations.assertInvitee(request.db, request.user, pathId(request));
  };

  app.get(
    '/invitations/:id',
    {
      ...byId,
      onRequest: signedIn,
      schema: {
        ...secured,
        summary:
          "The reader's own invitation, as a row of their assignments (404 for anyone else's); the page of an invitation e-mail's links",
        params: idParamSchema,
        response: { 200: single(reviewAssignmentSchema), ...e(401, 404) },
      },
    },
    async (request) => ({
      data: await ownAssignment(request.db, request.user, request.params.id),
    }),
  );

  app.post(
    '/invitations/:id/cancel',
    {
      ...byId,
      onRequest: signedIn,
      schema: {
        ...secured,
        summary: 'Cancel an invitation (editors handling the manuscript)',
        params: idParamSchema,
        response,
      },
    },
    async (request) => ({
      message: 'Invitation cancelled successfully',
      data: await invitations.cancel(request.db, request.user, request.params.id),
    }),
  );

  app.post(
    '/invitations/:id/accept',
    {
      ...byId,
      onRequest: signedIn,
      schema: {
        ...secured,
        summary: 'Accept an invitation (the invited reviewer)',
        params: idParamSchema,
        response,
      },
    },
    async (request) => ({
      message: 'Invitation accepted successfully',
      data: await invitations.respond(request.db, request.user, request.params.id, 'accepted'),
    }),
  );

  app.post(
    '/invitations/:id/decline',
    {
      ...byId,
      onRequest: signedIn,
      preValidation: reviewerGuard,
      schema: {
        ...secured,
        summary: 'Decline an invitation, with an optional reason (the invited reviewer)',
        params: idParamSchema,
        body: invitationDeclineSchema.nullish(),
        response,
      },
    },
    async (request) => ({
      message: 'Invitation declined successfully',
      data: await invitations.respond(
        request.db,
        request.user,
        request.params.id,
        'declined',
        request.body ?? {},
      ),
    }),
  );

  app.get(
    '/reviews/assignments',
    {
      onRequest: signedIn,
      preValidation: async (request) => assertMayListAssignments(request.user),
      schema: {
        ...secured,
        summary: "Review assignments: a reviewer's own invitations; editors see all",
        querystring: reviewAssignmentsQuerySchema,
        response: { 200: reviewAssignmentsResponseSchema, ...e(401, 403, 422) },
      },
    },
    async (request) => listAssignments(request.db, request.user, request.query),
  );
};
