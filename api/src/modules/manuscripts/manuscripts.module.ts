// Everything under /manuscripts (and the journal-scoped manuscript routes),
// with multipart parsing limited to this module.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileStoreDriverAtStart, storageConfigFromEnv } from './file-storage';
import { manuscriptFilesRoutes } from './manuscript-files.routes';
import { manuscriptWorkflowRoutes } from './manuscript-workflow.routes';
import { manuscriptsRoutes } from './manuscripts.routes';
import { registerUploadLimits } from './multipart';
import { reviewerPreferencesRoutes } from './reviewer-preferences.routes';

export const manuscriptsModule: FastifyPluginAsyncZod = async (app) => {
  const storage = storageConfigFromEnv();
  app.log.info({ fileStore: fileStoreDriverAtStart(app.db, storage) }, 'file store');
  await registerUploadLimits(app, storage);
  await app.register(multipart, {
    limits: {
      fileSize: storage.maxBytes,
      files: 2,
      fields: 400,
      parts: 402,
      fieldNameSize: 100,
      fieldSize: 64 * 1024,
      headerPairs: 100,
    },
  });
  app.decorateRequest('manuscript', null as never);
  await app.register(manuscriptsRoutes, { storage });
  await app.register(manuscriptWorkflowRoutes);
  await app.register(manuscriptFilesRoutes, { storage });
  await app.register(reviewerPreferencesRoutes);
};
