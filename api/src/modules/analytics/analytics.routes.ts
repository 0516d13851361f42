// /analytics: staff only ('analytics.view'); the scope (which journals, which
// editor) is checked by the service against the journals the reader edits.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsFiguresSchema,
  analyticsQuerySchema,
  analyticsScopeSchema,
  analyticsWorkloadSchema,
  reviewReportQuerySchema,
  single,
} from '@colophon/shared/contracts';
import { sendCsv } from '../../lib/csv';
import { errorResponses as e } from '../../lib/route-kit';
import { requirePermission } from '../auth';
import { reviewReportCsv } from './analytics-report';
import * as analytics from './analytics.service';

/** One chunk as the async iterable sendCsv streams. */
async function* once(text: string) {
  yield text;
}

const secured = { tags: ['analytics'], security: [{ bearerAuth: [] }] };

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = [app.authenticate, requirePermission('analytics.view')];

  app.get(
    '/scope',
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: 'The journals and handling editors the reader may see figures of',
        response: { 200: single(analyticsScopeSchema), ...e(401, 403) },
      },
    },
    async (request) => ({ data: await analytics.scope(request.db, request.user) }),
  );

  app.get(
    '/figures',
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary:
          'Decision times, decisions, monthly counts and reviewer invitations over whole months (docs/analytics.md)',
        querystring: analyticsQuerySchema,
        response: { 200: single(analyticsFiguresSchema), ...e(401, 403, 422) },
      },
    },
    async (request) => ({ data: await analytics.figures(request.db, request.user, request.query) }),
  );

  app.get(
    '/workload',
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: 'Open manuscripts and open reviews now, per handling editor and per reviewer',
        querystring: analyticsQuerySchema,
        response: { 200: single(analyticsWorkloadSchema), ...e(401, 403, 422) },
      },
    },
    async (request) => ({
      data: await analytics.workload(request.db, request.user, request.query),
    }),
  );

  app.get(
    '/review-report',
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: 'The yearly review report (Plan S set) as CSV, one row per journal in scope',
        querystring: reviewReportQuerySchema,
        produces: ['text/csv'],
        response: e(401, 403, 422),
      },
    },
    async (request, reply) => {
      // Computed before the reply starts, so a 403 is still an error answer.
      const text = await reviewReportCsv(request.db, request.user, request.query);
      return sendCsv(reply, `review-report-${request.query.year}.csv`, once(text));
    },
  );
};
