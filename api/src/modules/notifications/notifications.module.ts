// The notifications module: its routes, and the scheduled job (reminders,
// overdue notices, e-mail), started once the server listens — never in
// tests that only inject — and stopped when it closes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendMail } from '../../lib/mailer';
import { createNotificationJob } from './notification-job';
import { notificationsRoutes } from './notifications.routes';
import type { AwaitingAction } from './notifications.service';
import type { NotificationJobOptions } from './notification-job';

export const notificationsModule: FastifyPluginAsyncZod<{
  awaitingAction: AwaitingAction;
  runReminders: NotificationJobOptions['runReminders'];
}> = async (app, { awaitingAction, runReminders }) => {
  const job = createNotificationJob(app.db, {
    intervalMs: app.config.notificationJobIntervalMs,
    panelUrl: app.config.appUrl,
    send: sendMail,
    runReminders,
    onError: (error) => app.log.error({ err: error }, 'notification job failed'),
  });
  app.addHook('onListen', async () => job.start());
  app.addHook('onClose', async () => job.stop());
  await app.register(notificationsRoutes, { prefix: '/notifications', awaitingAction });
};
