// /manuscripts: lists scoped to the reader, the detail, edits and deletion.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cappedPaginationMetaSchema,
  idParamSchema,
  manuscriptExportQuerySchema,
  manuscriptListQuerySchema,
  manuscriptSchema,
  manuscriptSummarySchema,
  manuscriptUpdateSchema,
  messageSchema,
  mutation,
  single,
} from '@colophon/shared/contracts';
import { sendCsv } from '../../lib/csv';
import { errorResponses as e, notFoundAs, securedAs } from '../../lib/route-kit';
import { requirePermission } from '../auth';
import { JOURNAL_NOT_FOUND } from '../journals';
import type { StorageConfig } from './file-storage';
import { MANUSCRIPT_NOT_FOUND, manuscriptGuard } from './manuscript-access';
import { manuscriptsCsv } from './manuscripts-export';
import * as manuscripts from './manuscripts.service';

const secured = securedAs('manuscripts');
const byId = notFoundAs(MANUSCRIPT_NOT_FOUND);
const page = z.object({ data: z.array(manuscriptSummarySchema), meta: cappedPaginationMetaSchema });

export const manuscriptsRoutes: FastifyPluginAsyncZod<{ storage: StorageConfig }> = async (
  app,
  { storage },
) => {
  const signedIn = [app.authenticate];
  const staff = [app.authenticate, requirePermission('manuscripts.export')];
  const guard = (action: Parameters<typeof manuscriptGuard>[1]) => manuscriptGuard(app.db, action);
  // The detail's guard reads its relations too: one statement for the whole answer.
  const viewDetail = manuscriptGuard(app.db, 'view', { detail: true });

  app.get(
    '/manuscripts',
    {
      onRequest: signedIn,
      schema: {
        ...secured,
        summary: 'List manuscripts the reader may see (full-text search, status, type, journal)',
        description:
          'Staff see all, reviewers their assignments, everyone their own. `meta.total` stops at 10,000 (`total_capped`).',
        querystring: manuscriptListQuerySchema,
        response: { 200: page, ...e(401, 422) },
      },
    },
    async (request) => manuscripts.listManuscripts(request.db, request.user, request.query),
  );

  app.get(
    '/manuscripts/user/my-manuscripts',
    {
      onRequest: signedIn,
      schema: {
        ...secured,
        summary: 'Manuscripts the reader submitted or co-authors',
        querystring: manuscriptListQuerySchema,
        response: { 200: page, ...e(401, 422) },
      },
    },
    async (request) => manuscripts.myManuscripts(request.db, request.user, request.query),
  );

  app.get(
    '/manuscripts/export.csv',
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: 'Every manuscript of the filter as CSV (staff)',
        querystring: manuscriptExportQuerySchema,
        produces: ['text/csv'],
        response: e(401, 403, 422),
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'manuscripts.csv', manuscriptsCsv(request.db, request.query)),
  );

  app.get(
    '/journals/:id/manuscripts',
    {
      ...notFoundAs(JOURNAL_NOT_FOUND),
      onRequest: signedIn,
      schema: {
        ...securedAs('journals'),
        summary: "A journal's manuscripts the reader may see",
        params: idParamSchema,
        querystring: manuscriptListQuerySchema,
        response: { 200: page, ...e(401, 404, 422) },
      },
    },
    async (request) =>
      manuscripts.journalManuscripts(request.db, request.user, request.params.id, request.query),
  );

  app.get(
    '/manuscripts/:id',
    {
      ...byId,
      onRequest: signedIn,
      preValidation: viewDetail,
      schema: {
        ...secured,
        summary:
          'A manuscript with authors, revisions, reviews, status history and allowed transitions',
        params: idParamSchema,
        response: { 200: single(manuscriptSchema), ...e(401, 404) },
      },
    },
    async (request) => ({
      data: await manuscripts.getManuscript(request.db, request.user, request.manuscript),
    }),
  );

  app.put(
    '/manuscripts/:id',
    {
      ...byId,
      onRequest: signedIn,
      preValidation: guard('edit'),
      schema: {
        ...secured,
        summary: 'Update a manuscript (editors; its authors while draft or revision requested)',
        params: idParamSchema,
        body: manuscriptUpdateSchema,
        response: { 200: mutation(manuscriptSchema), ...e(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const data = await manuscripts.updateManuscript(
        request.db,
        request.user,
        request.manuscript,
        request.body,
      );
      return { message: 'Manuscript updated successfully', data };
    },
  );

  app.delete(
    '/manuscripts/:id',
    {
      ...byId,
      onRequest: signedIn,
      preValidation: guard('delete'),
      schema: {
        ...secured,
        summary: 'Delete a manuscript and its files (staff; its submitter while a draft)',
        params: idParamSchema,
        response: { 200: messageSchema, ...e(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await manuscripts.deleteManuscript(request.db, request.user, request.manuscript, storage);
      return { message: 'Manuscript deleted successfully' };
    },
  );
};
