// Under /remotes: the health beacons browsers send (public, bounded), and the
// release health screen's reads and policy (administrators).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorSchema,
  HEALTH_BEACON_MAX_BYTES,
  healthBeaconSchema,
  healthQuerySchema,
  healthSampleSchema,
  knownSectionSchema,
  messageSchema,
  REMOTE_MESSAGES,
  releaseHistoryEntrySchema,
  rolloutPolicySchema,
  sectionHealthSchema,
  sectionParamSchema,
} from '@colophon/shared/contracts';
import { ADMIN_ROLES } from '../../lib/roles';
import { requireRoles } from '../auth';
import * as health from './section-health.service';

const tags = ['remotes'];
const secured = { tags, security: [{ bearerAuth: [] }] };
const bySection = { notFoundMessage: REMOTE_MESSAGES.unknownSection };
const adminErrors = { 401: errorSchema, 403: errorSchema, 422: errorSchema };

const historyQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** POST remotes/health, in a context of its own: the only route that reads text/plain as JSON. */
const beaconRoute: FastifyPluginAsyncZod = async (app) => {
  const knownSection = knownSectionSchema(app.config.releases.sections.map((s) => s.section));
  const body = healthBeaconSchema.extend({
    samples: z
      .array(healthSampleSchema.extend({ section: knownSection }))
      .min(1)
      .max(20),
  });
  // navigator.sendBeacon with a string sends text/plain (no CORS preflight): read as JSON.
  const json = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, json);

  app.post(
    '/health',
    {
      bodyLimit: HEALTH_BEACON_MAX_BYTES,
      // Public (browsers report before and without sign-in) but bounded per IP.
      config: { rateLimit: { max: app.config.healthRateLimitPerMinute, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Report the health of the section builds a page load ran (anonymous, batched)',
        body,
        response: { 202: messageSchema, 413: errorSchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      await health.recordBeacon(request.db, request.body);
      return reply.code(202).send({ message: 'Reported' });
    },
  );
};

export const sectionHealthRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = [app.authenticate, requireRoles(...ADMIN_ROLES)];
  const knownSection = knownSectionSchema(app.config.releases.sections.map((s) => s.section));
  const params = sectionParamSchema.extend({ section: knownSection });

  await app.register(beaconRoute);

  app.get(
    '/:section/health',
    {
      onRequest: admin,
      config: bySection,
      schema: {
        ...secured,
        summary: "A section's health by channel over the last minutes, and the policy's verdict",
        params,
        querystring: healthQuerySchema,
        response: { 200: z.object({ data: sectionHealthSchema }), ...adminErrors },
      },
    },
    async (request) => ({
      data: await health.sectionHealth(request.db, request.params.section, request.query.minutes),
    }),
  );

  app.get(
    '/:section/policy',
    {
      onRequest: admin,
      config: bySection,
      schema: {
        ...secured,
        summary: "A section's rollout policy (the default until an administrator sets one)",
        params,
        response: { 200: z.object({ data: rolloutPolicySchema }), ...adminErrors },
      },
    },
    async (request) => ({ data: await health.getPolicy(request.db, request.params.section) }),
  );

  app.put(
    '/:section/policy',
    {
      onRequest: admin,
      config: bySection,
      schema: {
        ...secured,
        summary: "Set a section's rollout policy: when its canary is rolled back or promoted",
        params,
        body: rolloutPolicySchema,
        response: {
          200: z.object({ message: z.string(), data: rolloutPolicySchema }),
          ...adminErrors,
        },
      },
    },
    async (request) => ({
      message: 'Rollout policy saved',
      data: await health.setPolicy(request.db, request.user, request.params.section, request.body),
    }),
  );

  app.get(
    '/:section/history',
    {
      onRequest: admin,
      config: bySection,
      schema: {
        ...secured,
        summary: "A section's release history, newest first: releases, rollbacks, policy changes",
        params,
        querystring: historyQuerySchema,
        response: { 200: z.object({ data: z.array(releaseHistoryEntrySchema) }), ...adminErrors },
      },
    },
    async (request) => ({
      data: await health.releaseHistory(request.db, request.params.section, request.query.limit),
    }),
  );
};
