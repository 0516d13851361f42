// /journals/{id}/correspondence: staff read a journal's revision period and
// reminder schedule; administrators and its editors-in-chief change it.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  journalCorrespondenceResponseSchema,
  journalCorrespondenceSchema,
  mutation,
  parseId,
} from '@colophon/shared/contracts';
import { notFound } from '../../lib/http-errors';
import { errorResponses as e, notFoundAs, securedAs } from '../../lib/route-kit';
import { requirePermission } from '../auth';
import { JOURNAL_NOT_FOUND } from '../journals';
import * as correspondence from './journal-correspondence.service';

const secured = securedAs('journals');
const byId = notFoundAs(JOURNAL_NOT_FOUND);

export const journalCorrespondenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = [app.authenticate, requirePermission('journals.staffView')];
  // Who may write is settled before the body is validated (403 before 422).
  const editorGuard = async (request: FastifyRequest) => {
    const id = parseId((request.params as { id?: unknown }).id);
    if (id === null) throw notFound(JOURNAL_NOT_FOUND);
    await correspondence.assertMayEdit(request.db, request.user, id);
  };

  app.get(
    '/:id/correspondence',
    {
      ...byId,
      onRequest: staff,
      schema: {
        ...secured,
        summary:
          "A journal's revision period and reminder schedule, in days (staff; can_edit: admins and its editors-in-chief)",
        params: idParamSchema,
        response: { 200: journalCorrespondenceResponseSchema, ...e(401, 403, 404) },
      },
    },
    async (request) =>
      correspondence.getCorrespondence(request.db, request.user, request.params.id),
  );

  app.put(
    '/:id/correspondence',
    {
      ...byId,
      onRequest: staff,
      preValidation: editorGuard,
      schema: {
        ...secured,
        summary:
          "Change a journal's revision period and reminder schedule (admins and its editors-in-chief)",
        params: idParamSchema,
        body: journalCorrespondenceSchema,
        response: { 200: mutation(journalCorrespondenceSchema), ...e(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      message: 'Reminder schedule updated successfully',
      data: await correspondence.updateCorrespondence(
        request.db,
        request.user,
        request.params.id,
        request.body,
      ),
    }),
  );
};
