// POST auth/password/forgot and auth/password/reset: a forgotten password,
// signed out (password-reset.service.ts). Both are limited per IP like every
// auth route; the request also per address (password-reset-limit.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorSchema,
  forgotPasswordSchema,
  passwordResetAnswerSchema,
  pickLanguage,
  resetPasswordSchema,
} from '@colophon/shared/contracts';
import { loginGuardOf } from './login-guard';
import { PasswordResetLimit } from './password-reset-limit';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { limiterOn } from './rate-limiter-kysely';

/** The one answer to every accepted request, with an account or not. */
export const FORGOT_ANSWER =
  'If an account exists for this address, we have sent a link to reset the password. It is valid for one hour.';

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  // Counted in the database, so every API process counts together.
  const limit = new PasswordResetLimit(limiterOn(app.db));
  const guard = loginGuardOf(config, app.db);
  const perIp = {
    rateLimit: { max: config.authRateLimitPerIp, timeWindow: config.authRateLimitWindowMs },
  };

  app.post(
    '/forgot',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Mail a link to reset a forgotten password',
        description:
          'Answers 202 with the same body whether or not the address has an account. With one, a ' +
          'single-use link valid one hour is mailed (through the outbox, marked sensitive). ' +
          '429 past the limit per IP or per address.',
        body: forgotPasswordSchema,
        response: { 202: passwordResetAnswerSchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(request.db, request.body, {
        appKey: config.appKey,
        panelUrl: config.appUrl,
        limit,
        language: pickLanguage(request.headers['accept-language']),
        onRefused: (seconds) => void reply.header('retry-after', String(seconds)),
      });
      return reply.code(202).send({ success: true as const, message: FORGOT_ANSWER });
    },
  );

  app.post(
    '/reset',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of a reset link (every session ends)',
        description:
          '400: the link is not valid; 410: it was used already or has expired; 422: the new ' +
          'password is refused (the link still works).',
        body: resetPasswordSchema,
        response: {
          200: passwordResetAnswerSchema,
          400: errorSchema,
          410: errorSchema,
          422: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      await resetPassword(request.db, request.body, {
        appKey: config.appKey,
        guard,
        ip: request.ip,
      });
      return {
        success: true as const,
        message: 'Your password has been changed. Sign in with the new password.',
      };
    },
  );
};
