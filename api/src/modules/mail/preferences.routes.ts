// GET and PUT notifications/preferences: the signed-in user's choices, per
// kind of event, for the panel and for e-mail (validated with the settings
// form's own schema).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mutation,
  notificationPreferencesResponseSchema,
  notificationPreferencesSchema,
} from '@colophon/shared/contracts';
import { errorResponses as e } from '../../lib/route-kit';
import { getPreferences, savePreferences } from './preferences.service';

const secured = { tags: ['notifications'], security: [{ bearerAuth: [] }] };

export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = [app.authenticate];

  app.get(
    '/notifications/preferences',
    {
      onRequest: signedIn,
      schema: {
        ...secured,
        summary: "The user's notification preferences, per kind of event",
        response: { 200: notificationPreferencesResponseSchema, ...e(401) },
      },
    },
    async (request) => ({ data: await getPreferences(request.db, request.user.id) }),
  );

  app.put(
    '/notifications/preferences',
    {
      onRequest: signedIn,
      schema: {
        ...secured,
        summary:
          'Save the notification preferences (every kind: panel on/off, e-mail immediate | digest | off)',
        body: notificationPreferencesSchema,
        response: { 200: mutation(notificationPreferencesSchema), ...e(401, 422) },
      },
    },
    async (request) => ({
      message: 'Notification preferences saved',
      data: await savePreferences(request.db, request.user.id, request.body),
    }),
  );
};
