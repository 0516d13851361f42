// The section-health module: its routes under /remotes, and the rollout
// watcher, started once the server listens — never in tests that only
// inject — and stopped when it closes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRolloutWatcher } from './rollout-watcher';
import { sectionHealthRoutes } from './section-health.routes';

export const sectionHealthModule: FastifyPluginAsyncZod = async (app) => {
  const watcher = createRolloutWatcher(app.db, {
    intervalMs: app.config.rolloutWatchIntervalMs,
    retentionDays: app.config.healthRetentionDays,
    onError: (error) => app.log.error({ err: error }, 'rollout watcher failed'),
  });
  app.addHook('onListen', async () => watcher.start());
  app.addHook('onClose', async () => watcher.stop());
  await app.register(sectionHealthRoutes, { prefix: '/remotes' });
};
