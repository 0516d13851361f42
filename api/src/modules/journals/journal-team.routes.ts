// /journals/{id}/team: anyone signed in reads a journal's editorial team;
// administrators replace it (like PUT journals/{id}).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  journalTeamInputSchema,
  journalTeamSchema,
  mutation,
  single,
} from '@colophon/shared/contracts';
import { errorResponses as e, notFoundAs, securedAs } from '../../lib/route-kit';
import { requirePermission } from '../auth';
import * as team from './journal-team.service';
import { JOURNAL_NOT_FOUND } from './journals.service';

const secured = securedAs('journals');
const byId = notFoundAs(JOURNAL_NOT_FOUND);

export const journalTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/team',
    {
      ...byId,
      onRequest: [app.authenticate],
      schema: {
        ...secured,
        summary:
          "A journal's editorial team: its editors-in-chief and associate editors (falls_back: none named)",
        params: idParamSchema,
        response: { 200: single(journalTeamSchema), ...e(401, 404) },
      },
    },
    async (request) => ({ data: await team.getTeam(request.db, request.params.id) }),
  );

  app.put(
    '/:id/team',
    {
      ...byId,
      onRequest: [app.authenticate, requirePermission('journals.manage')],
      schema: {
        ...secured,
        summary: "Replace a journal's editorial team (admin; each member holds the role)",
        params: idParamSchema,
        body: journalTeamInputSchema,
        response: { 200: mutation(journalTeamSchema), ...e(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      message: 'Editorial team updated successfully',
      data: await team.updateTeam(request.db, request.user, request.params.id, request.body),
    }),
  );
};
