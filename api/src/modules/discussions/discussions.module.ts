// Discussions of manuscripts (under /manuscripts/{id}/discussions and
// /discussions), with multipart parsing of their own for message files: the
// same limits as manuscript uploads.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storageConfigFromEnv } from '../manuscripts';
import { refuseOversizedBodies } from './discussion-file';
import { discussionsRoutes } from './discussions.routes';

export const discussionsModule: FastifyPluginAsyncZod = async (app) => {
  const storage = storageConfigFromEnv();
  refuseOversizedBodies(app, storage);
  await app.register(multipart, {
    limits: {
      fileSize: storage.maxBytes,
      // Two, so that a second file is refused by name (only `file` is read).
      files: 2,
      fields: 20,
      parts: 22,
      fieldNameSize: 100,
      fieldSize: 64 * 1024,
      headerPairs: 100,
    },
  });
  // The manuscript routes use the manuscripts module's guard, which sets this.
  app.decorateRequest('manuscript', null as never);
  app.decorateRequest('discussion', null as never);
  await app.register(discussionsRoutes, { storage });
};
