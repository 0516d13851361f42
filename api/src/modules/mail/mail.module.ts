// The mail module's routes: the outbox for administrators, a manuscript's mail
// for its editors, and the notification preferences of the signed-in user.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxRoutes } from './outbox.routes';
import { preferencesRoutes } from './preferences.routes';

export const mailModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(outboxRoutes);
  await app.register(preferencesRoutes);
};
