// POST auth/register, POST auth/login, POST auth/logout, GET auth/me, and the
// account's own changes: POST auth/password, auth/email, auth/email/verification
// (resend), auth/email/verify (the link's page posts its token here); a forgotten
// password under auth/password/ (password-reset.routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountChangeResponseSchema,
  authResponseSchema,
  changeEmailSchema,
  changePasswordSchema,
  errorSchema,
  loginSchema,
  logoutResponseSchema,
  meResponseSchema,
  registerSchema,
  verificationSentResponseSchema,
  verifyEmailSchema,
} from '@colophon/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { changeEmail, changePassword, resendVerification, verifyEmail } from './account.service';
import { currentUser, login, logout, register } from './auth.service';
import { deviceCookieHeader, knownDeviceOf } from './device-cookie';
import { loginGuardOf } from './login-guard';
import { passwordResetRoutes } from './password-reset.routes';

const errors = { 401: errorSchema, 422: errorSchema, 429: errorSchema };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  // Counters every process on the database shares (rate_limits, SQLite or PostgreSQL).
  const guard = loginGuardOf(config, app.db);
  const mail = config;
  /** The request's known device for an account: the nonce of its valid device cookie, or null. */
  const deviceOf = (request: FastifyRequest) => (userId: number) =>
    knownDeviceOf(config.appKey, request.headers.cookie, userId);
  const actorOf = (request: FastifyRequest) => ({
    userId: request.user.id,
    tokenId: request.accessTokenId,
    ip: request.ip,
    device: deviceOf(request)(request.user.id),
    guard,
  });
  const perIp = {
    rateLimit: { max: config.authRateLimitPerIp, timeWindow: config.authRateLimitWindowMs },
  };
  await app.register(passwordResetRoutes, { prefix: '/password' });

  app.post(
    '/register',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Create an account (role author) and sign in',
        body: registerSchema,
        response: { 201: authResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await register(request.db, request.body, config.tokenTtlSeconds, mail);
      return reply
        .code(201)
        .send({ success: true as const, token_type: 'Bearer' as const, ...session });
    },
  );

  app.post(
    '/login',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description:
          'Wrong credentials answer 422 with errors.email = ["Invalid email or password"].',
        body: loginSchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await login(request.db, request.body, {
        ttlSeconds: config.tokenTtlSeconds,
        guard,
        // The socket's address, or X-Forwarded-For's when it came through a trusted proxy.
        ip: request.ip,
        deviceOf: deviceOf(request),
        onRefused: (seconds) => void reply.header('retry-after', String(seconds)),
      });
      // This browser is now known to the account: its later sign-ins have their
      // own allowance, whatever strangers spend of the account's (login-guard.ts).
      // Secure when the client reached us over https (X-Forwarded-Proto from a trusted proxy).
      void reply.header(
        'set-cookie',
        deviceCookieHeader(config.appKey, {
          userId: session.user.id,
          secure: request.protocol === 'https',
        }),
      );
      return { success: true as const, token_type: 'Bearer' as const, ...session };
    },
  );

  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Sign out (revokes the token used)',
        security: [{ bearerAuth: [] }],
        response: { 200: logoutResponseSchema, 401: errorSchema },
      },
    },
    async (request) => {
      await logout(request.db, request.user.id, request.accessTokenId);
      return { success: true as const, message: 'Logged out successfully' };
    },
  );

  app.get(
    '/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: meResponseSchema, 401: errorSchema },
      },
    },
    async (request) => {
      return { success: true as const, user: await currentUser(request.db, request.user.id) };
    },
  );

  const account = { onRequest: app.authenticate, config: perIp };
  const accountErrors = { 401: errorSchema, 422: errorSchema, 429: errorSchema };

  app.post(
    '/password',
    {
      ...account,
      schema: {
        tags: ['auth'],
        summary: 'Change the password (needs the current one; other sessions end)',
        security: [{ bearerAuth: [] }],
        body: changePasswordSchema,
        response: { 200: accountChangeResponseSchema, ...accountErrors },
      },
    },
    async (request) => {
      const user = await changePassword(request.db, actorOf(request), request.body);
      return { success: true as const, message: 'Password changed successfully', user };
    },
  );

  app.post(
    '/email',
    {
      ...account,
      schema: {
        tags: ['auth'],
        summary: 'Change the email (needs the current password; the new one must be verified)',
        security: [{ bearerAuth: [] }],
        body: changeEmailSchema,
        response: { 200: accountChangeResponseSchema, ...accountErrors },
      },
    },
    async (request) => {
      const user = await changeEmail(request.db, actorOf(request), request.body, mail);
      return {
        success: true as const,
        message: 'Email changed. We sent a verification link to the new address.',
        user,
      };
    },
  );

  app.post(
    '/email/verification',
    {
      ...account,
      schema: {
        tags: ['auth'],
        summary: 'Send the email verification link again',
        security: [{ bearerAuth: [] }],
        response: { 200: verificationSentResponseSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const sent = await resendVerification(request.db, request.user.id, mail);
      return {
        success: true as const,
        sent,
        message: sent
          ? 'A new verification link has been sent to your email address.'
          : 'Your email address is already verified.',
      };
    },
  );

  app.post(
    '/email/verify',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Verify the email address with the token of the mailed link',
        body: verifyEmailSchema,
        response: { 200: accountChangeResponseSchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const user = await verifyEmail(request.db, request.body.token, config.appKey);
      return { success: true as const, message: 'Your email address has been verified.', user };
    },
  );
};
