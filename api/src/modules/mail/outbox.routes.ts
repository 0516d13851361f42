// GET outbox, GET outbox/{id} (administrators) and GET manuscripts/{id}/mail
// (the manuscript's editors): the mail the platform sent, failed to send, or
// kept because no SMTP server is configured.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  manuscriptMailQuerySchema,
  outboxListQuerySchema,
  outboxListSchema,
  outboxMailResponseSchema,
} from '@colophon/shared/contracts';
import { errorResponses as e, notFoundAs } from '../../lib/route-kit';
import { requirePermission } from '../auth';
import { MANUSCRIPT_NOT_FOUND, manuscriptGuard } from '../manuscripts';
import * as service from './outbox.service';

const secured = { tags: ['outbox'], security: [{ bearerAuth: [] }] };

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const admins = [app.authenticate, requirePermission('outbox.view')];

  app.get(
    '/outbox',
    {
      onRequest: admins,
      schema: {
        ...secured,
        summary: 'Every mail, newest first (administrators)',
        description:
          'Filters: state (queued, sent, failed, kept), search (recipient address or name, subject), manuscript_id. A sensitive mail has body null.',
        querystring: outboxListQuerySchema,
        response: { 200: outboxListSchema, ...e(401, 403, 422) },
      },
    },
    async (request) => service.listOutbox(request.db, request.query),
  );

  app.get(
    '/outbox/:id',
    {
      ...notFoundAs(service.MAIL_NOT_FOUND),
      onRequest: admins,
      schema: {
        ...secured,
        summary: 'One mail (administrators; a sensitive mail without its body)',
        params: idParamSchema,
        response: { 200: outboxMailResponseSchema, ...e(401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.getOutboxMail(request.db, request.params.id) }),
  );

  app.get(
    '/manuscripts/:id/mail',
    {
      ...notFoundAs(MANUSCRIPT_NOT_FOUND),
      onRequest: [app.authenticate],
      preValidation: manuscriptGuard(app.db, 'view'),
      schema: {
        ...secured,
        summary: "A manuscript's mail, newest first (its journal's editors and administrators)",
        params: idParamSchema,
        querystring: manuscriptMailQuerySchema,
        response: { 200: outboxListSchema, ...e(401, 403, 404, 422) },
      },
    },
    async (request) => service.manuscriptMail(request.db, request.manuscript, request.query),
  );
};
