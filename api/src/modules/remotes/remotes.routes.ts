// /remotes: the registry the host reads at start-up (public: the login page
// loads before anyone signs in), the release screen (admins), and the load
// errors browsers report.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  canaryUpdateSchema,
  errorSchema,
  knownSectionSchema,
  messageSchema,
  promoteSchema,
  REMOTE_MESSAGES,
  remoteLoadErrorSchema,
  remotesResponseSchema,
  sectionParamSchema,
  sectionReleaseSchema,
} from '@colophon/shared/contracts';
import { ADMIN_ROLES } from '../../lib/roles';
import { requireRoles } from '../auth';
import { ReleaseStore } from './release-store';
import * as loadErrors from './load-errors';
import * as registry from './remotes.service';
import * as rollouts from './rollout-changes';

const tags = ['remotes'];
const secured = { tags, security: [{ bearerAuth: [] }] };
/** An unknown section in the path answers 404 with this message. */
const bySection = { notFoundMessage: REMOTE_MESSAGES.unknownSection };
const adminErrors = { 401: errorSchema, 403: errorSchema, 422: errorSchema };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export const remotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = new ReleaseStore(app.config.releases);
  const admin = [app.authenticate, requireRoles(...ADMIN_ROLES)];
  // The contracts validate a section name's form; which sections exist is this registry's list.
  const knownSection = knownSectionSchema(app.config.releases.sections.map((s) => s.section));
  const params = sectionParamSchema.extend({ section: knownSection });
  const loadErrorBody = remoteLoadErrorSchema.extend({ section: knownSection });

  /** URLs follow the name the panel was opened on; the host's proxy forwards it. */
  const contextOf = (request: FastifyRequest): registry.RegistryContext => {
    const host = first(request.headers['x-forwarded-host']) || request.headers.host || 'localhost';
    return {
      config: app.config.releases,
      store,
      proto: first(request.headers['x-forwarded-proto']) === 'https' ? 'https' : 'http',
      hostname: host.replace(/:\d+$/, ''),
    };
  };

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'The build of each section the panel loads: stable, and a canary for a share',
        response: { 200: remotesResponseSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const ctx = contextOf(request);
      return {
        remotes: await registry.remoteDefinitions(request.db, ctx),
        qa_overrides: app.config.releases.qaOverrides,
        qa_override_origins: registry.qaOverrideOrigins(ctx),
        health_sample_rate: app.config.healthSampleRate,
      };
    },
  );

  app.get(
    '/releases',
    {
      onRequest: admin,
      schema: {
        ...secured,
        summary: 'The release screen: versions per section, canary, history, load errors (admins)',
        response: { 200: z.object({ data: z.array(sectionReleaseSchema) }), ...adminErrors },
      },
    },
    async (request) => ({ data: await registry.releaseOverview(request.db, contextOf(request)) }),
  );

  app.put(
    '/:section/canary',
    {
      onRequest: admin,
      config: bySection,
      schema: {
        ...secured,
        summary: 'Serve a version of the release store to a share of users (0-100 %)',
        params,
        body: canaryUpdateSchema,
        response: { 200: messageSchema, ...adminErrors },
      },
    },
    async (request) => {
      await rollouts.setCanary(
        request.db,
        request.user,
        request.params.section,
        request.body,
        contextOf(request),
      );
      return { message: 'Canary updated successfully' };
    },
  );

  app.post(
    '/:section/promote',
    {
      onRequest: admin,
      config: bySection,
      schema: {
        ...secured,
        summary: 'Make the canary (or the given version) the stable version',
        params,
        // An empty POST (no body) promotes the canary.
        body: promoteSchema.nullish(),
        response: { 200: messageSchema, ...adminErrors },
      },
    },
    async (request) => {
      await rollouts.promote(
        request.db,
        request.user,
        request.params.section,
        request.body ?? {},
        contextOf(request),
      );
      return { message: 'Version promoted successfully' };
    },
  );

  app.post(
    '/:section/rollback',
    {
      onRequest: admin,
      config: bySection,
      schema: {
        ...secured,
        summary: 'Stop the canary, or return to the previous stable version',
        params,
        response: { 200: messageSchema, ...adminErrors },
      },
    },
    async (request) => {
      await rollouts.rollback(request.db, request.user, request.params.section);
      return { message: 'Rolled back successfully' };
    },
  );

  app.post(
    '/errors',
    {
      // Public (a section can fail before sign-in completes) but bounded per IP.
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Report that a browser could not load a build of a section',
        body: loadErrorBody,
        response: { 202: messageSchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const client = loadErrors.loadErrorClient(request.ip, request.headers['user-agent']);
      await loadErrors.reportLoadError(request.db, request.body, client);
      return reply.code(202).send({ message: 'Reported' });
    },
  );
};
