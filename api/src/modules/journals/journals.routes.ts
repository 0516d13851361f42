// /journals: anyone signed in reads; admins and super-admins write; staff export.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  journalExportQuerySchema,
  JOURNAL_SORT_NATURAL,
  journalListQuerySchema,
  journalPayloadSchema,
  journalSchema,
  journalUpdateSchema,
  messageSchema,
  mutation,
  paginated,
  single,
} from '@colophon/shared/contracts';
import { sendCsv } from '../../lib/csv';
import { errorResponses as e, notFoundAs, securedAs } from '../../lib/route-kit';
import { requirePermission } from '../auth';
import { journalTeamRoutes } from './journal-team.routes';
import { journalsCsv } from './journals-export';
import { listOrder } from '../../lib/list-sort';
import * as journals from './journals.service';

const secured = securedAs('journals');
const byId = notFoundAs(journals.JOURNAL_NOT_FOUND);

export const journalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = [app.authenticate];
  const admin = [app.authenticate, requirePermission('journals.manage')];
  const staff = [app.authenticate, requirePermission('journals.export')];
  // GET and PUT /journals/{id}/team.
  await app.register(journalTeamRoutes);

  app.get(
    '/',
    {
      onRequest: signedIn,
      schema: {
        ...secured,
        summary:
          'List journals (search by title, abbreviation or ISSN; filter by status, is_active)',
        querystring: journalListQuerySchema,
        response: { 200: paginated(journalSchema), ...e(401, 422) },
      },
    },
    async (request) => journals.listJournals(request.db, request.user, request.query),
  );

  app.get(
    '/export.csv',
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: 'Every journal of the filter as CSV (staff)',
        querystring: journalExportQuerySchema,
        produces: ['text/csv'],
        response: e(401, 403, 422),
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'journals.csv',
        journalsCsv(request.db, request.query, listOrder(request.query, JOURNAL_SORT_NATURAL)),
      ),
  );

  app.get(
    '/:id',
    {
      ...byId,
      onRequest: signedIn,
      schema: {
        ...secured,
        summary: 'A journal with categories and manuscript count (admin notes for staff only)',
        params: idParamSchema,
        response: { 200: single(journalSchema), ...e(401, 404) },
      },
    },
    async (request) => ({
      data: await journals.getJournal(request.db, request.user, request.params.id),
    }),
  );

  app.post(
    '/',
    {
      onRequest: admin,
      schema: {
        ...secured,
        summary: 'Create a journal (admin)',
        body: journalPayloadSchema,
        response: { 201: mutation(journalSchema), ...e(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const data = await journals.createJournal(request.db, request.user, request.body);
      return reply.code(201).send({ message: 'Journal created successfully', data });
    },
  );

  app.put(
    '/:id',
    {
      ...byId,
      onRequest: admin,
      schema: {
        ...secured,
        summary: 'Update a journal (admin; any subset of fields)',
        params: idParamSchema,
        body: journalUpdateSchema,
        response: { 200: mutation(journalSchema), ...e(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const data = await journals.updateJournal(
        request.db,
        request.user,
        request.params.id,
        request.body,
      );
      return { message: 'Journal updated successfully', data };
    },
  );

  app.delete(
    '/:id',
    {
      ...byId,
      onRequest: admin,
      schema: {
        ...secured,
        summary: 'Delete a journal (admin; 409 while it has manuscripts)',
        params: idParamSchema,
        response: { 200: messageSchema, ...e(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await journals.deleteJournal(request.db, request.user, request.params.id);
      return { message: 'Journal deleted successfully' };
    },
  );
};
