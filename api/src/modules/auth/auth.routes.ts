// POST auth/register, POST auth/login, POST auth/logout, GET auth/me.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
  errorSchema,
  loginSchema,
  logoutResponseSchema,
  meResponseSchema,
  registerSchema,
} from '@colophon/shared/contracts';
import { currentUser, login, logout, register } from './auth.service';
import { LoginThrottle } from './login-throttle';

const errors = { 401: errorSchema, 422: errorSchema, 429: errorSchema };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const throttle = new LoginThrottle(config.authRateLimitPerAccount, config.authRateLimitWindowMs);
  const perIp = {
    rateLimit: { max: config.authRateLimitPerIp, timeWindow: config.authRateLimitWindowMs },
  };

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
      const session = await register(app.db, request.body, config.tokenTtlSeconds);
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
    async (request) => {
      const session = await login(app.db, request.body, {
        ttlSeconds: config.tokenTtlSeconds,
        throttle,
      });
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
      await logout(app.db, request.user.id, request.accessTokenId);
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
      return { success: true as const, user: await currentUser(app.db, request.user.id) };
    },
  );
};
