// GET health: liveness plus a database round trip.
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dialectName } from '../../db/portable';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) }),
        },
      },
    },
    async () => {
      await sql`select 1`.execute(app.db);
      return { status: 'ok' as const, database: dialectName(app.db) };
    },
  );
};
