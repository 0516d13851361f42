// The content modules (journals, categories, manuscripts), mounted by app.ts
// under /api/v1. Multipart parsing is registered here, for these routes only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoriesRoutes } from './categories/categories.routes';
import { journalsRoutes } from './journals/journals.routes';
import { manuscriptsModule } from './manuscripts/manuscripts.module';

export const contentModules: FastifyPluginAsyncZod = async (app) => {
  await app.register(journalsRoutes, { prefix: '/journals' });
  await app.register(categoriesRoutes, { prefix: '/categories' });
  await app.register(manuscriptsModule);
};
