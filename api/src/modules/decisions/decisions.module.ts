// Editorial decisions, recommendations, the handling editor and the
// editorial queue. Its manuscript routes use the manuscripts
// module's guard, so this plugin declares the request's `manuscript` too.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decisionsRoutes } from './decisions.routes';
import { editorialQueueRoutes } from './editorial-queue.routes';

export const decisionsModule: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('manuscript', null as never);
  await app.register(decisionsRoutes);
  await app.register(editorialQueueRoutes);
};
