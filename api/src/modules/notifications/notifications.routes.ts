// GET notifications, GET notifications/summary, POST notifications/{id}/read,
// POST notifications/read-all: the signed-in user's own notifications.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  mutation,
  notificationListQuerySchema,
  notificationListSchema,
  notificationReadAllSchema,
  notificationSchema,
  notificationSummarySchema,
  pickLanguage,
} from '@colophon/shared/contracts';
import { errorResponses as e, notFoundAs } from '../../lib/route-kit';
import * as service from './notifications.service';

const secured = { tags: ['notifications'], security: [{ bearerAuth: [] }] };

export const notificationsRoutes: FastifyPluginAsyncZod<{
  awaitingAction: service.AwaitingAction;
}> = async (app, { awaitingAction }) => {
  const signedIn = [app.authenticate];

  app.get(
    '/',
    {
      onRequest: signedIn,
      schema: {
        ...secured,
        summary: "The signed-in user's notifications, newest first (unread=1: only unread)",
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, ...e(401, 422) },
      },
    },
    async (request) => service.listNotifications(request.db, request.user, request.query),
  );

  app.get(
    '/summary',
    {
      onRequest: signedIn,
      schema: {
        ...secured,
        summary: 'Unread notifications and manuscripts awaiting the user’s action (the badges)',
        description:
          "The request's Accept-Language (the panel's language) becomes the language of the user's notification e-mail.",
        response: { 200: notificationSummarySchema, ...e(401) },
      },
    },
    async (request) => {
      const header = request.headers['accept-language'];
      const language = header ? pickLanguage(header) : null;
      return {
        data: await service.notificationSummary(request.db, request.user, language, awaitingAction),
      };
    },
  );

  app.post(
    '/read-all',
    {
      onRequest: signedIn,
      schema: {
        ...secured,
        summary: 'Mark all of the user’s notifications read',
        response: { 200: notificationReadAllSchema, ...e(401) },
      },
    },
    async (request) => ({
      message: 'Notifications marked as read',
      data: { updated: await service.markAllRead(request.db, request.user) },
    }),
  );

  app.post(
    '/:id/read',
    {
      ...notFoundAs(service.NOTIFICATION_NOT_FOUND),
      onRequest: signedIn,
      schema: {
        ...secured,
        summary: 'Mark one of the user’s notifications read (another user’s: 404)',
        params: idParamSchema,
        response: { 200: mutation(notificationSchema), ...e(401, 404) },
      },
    },
    async (request) => ({
      message: 'Notification marked as read',
      data: await service.markRead(request.db, request.user, request.params.id),
    }),
  );
};
