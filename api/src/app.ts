// The API as a Fastify plugin (`appPlugin`) plus `buildApp`, which makes an
// instance around it. The server runner and the tests both use `buildApp`.
import type { Socket } from 'node:net';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type FieldName, msg } from '@colophon/shared/contracts';
// The API answers in the request's language: every catalog, at once (the front
// ends load only their language's).
import '@colophon/shared/contracts/all-languages';
import { type AppConfig, configFromEnv } from './config';
import type { Database } from './db/database';
import { responseSerializerCompiler } from './lib/response-serializer';
import { authPlugin } from './modules/auth/auth.plugin';
import { dbPlugin } from './plugins/db';
import { registerErrorHandlers } from './plugins/error-handler';
import { registerForbiddenText } from './plugins/forbidden-text';
import { registerLingeringClose } from './plugins/lingering-close';
import { registerSecurity } from './plugins/security';
import { registerSwagger } from './plugins/swagger';
import { registerTurnBudget } from './plugins/turn-budget';
import { apiRoutes } from './routes';

// A missing field reads "The name field is required." unless the schema says otherwise.
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) {
      // A message code: the error handler renders it in the request's language.
      const field = issue.path?.length ? String(issue.path[issue.path.length - 1]) : null;
      return field
        ? msg('common.fieldRequired', { field: field as FieldName })
        : msg('common.required');
    }
    return undefined;
  },
});

export type AppPluginOptions = { db: Database; config: AppConfig };

export const appPlugin = fp<AppPluginOptions>(
  async (app, { db, config }) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler({ crossCheck: config.checkResponses }));
    app.decorate('config', config);
    // First of the request hooks: a request waiting for its turn has cost nothing yet.
    registerTurnBudget(app);
    registerErrorHandlers(app);
    registerBodyParsers(app);
    registerLingeringClose(app);

    await registerSecurity(app, db);
    // NUL and broken surrogates: refused before any hook reaches the database (after the
    // security headers and CORS, so the refusal carries them).
    registerForbiddenText(app);
    await registerSwagger(app);
    await app.register(dbPlugin, { db });
    await app.register(authPlugin);

    await app.register(apiRoutes, { prefix: '/api/v1' });
  },
  { name: 'colophon-api' },
);

/** JSON only (an empty JSON body counts as no body); anything else is a 415. */
function registerBodyParsers(app: FastifyInstance) {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return json(request, body as string, done);
  });
}

/** A malformed URL (bad percent-encoding) is found by the router, before the error handler. */
function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const badUrl = error.code === 'FST_ERR_BAD_URL';
  void reply.code(400).send({ message: badUrl ? 'Invalid URL' : 'Bad Request' });
}

const CLIENT_ERROR_BODY = JSON.stringify({ message: 'Bad Request' });

/** A request Node's HTTP parser refuses (bad request line, header): 400 in the app's shape. */
const clientErrorHandler = (_error: Error, socket: Socket) => {
  if (!socket.writable) return;
  socket.end(
    'HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(CLIENT_ERROR_BODY)}\r\nConnection: close\r\n\r\n` +
      CLIENT_ERROR_BODY,
  );
};

export type BuildAppOptions = {
  db: Database;
  config?: Partial<AppConfig>;
  logger?: FastifyServerOptions['logger'];
  serverOptions?: Omit<FastifyServerOptions, 'logger'>;
};

export async function buildApp({ db, config, logger = false, serverOptions }: BuildAppOptions) {
  const resolved: AppConfig = { ...configFromEnv(), ...config };
  const app = Fastify({
    logger,
    bodyLimit: resolved.bodyLimit,
    trustProxy: resolved.trustedProxies.length ? resolved.trustedProxies : false,
    ...serverOptions,
    // Errors raised before any route or hook runs answer the app's shape too.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  await app.register(appPlugin, { db, config: resolved });
  return app;
}
