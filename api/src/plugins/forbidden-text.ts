// The one door every request passes: text no column may hold (NUL, broken
// UTF-16 surrogates: lib/validate.ts says why) is refused with a 422 at the
// field before any route, guard or query sees it, on every database alike.
// Headers, the query string and the URL's parameters are read as soon as the
// route is known (before authentication and rate limits, which query the
// database); a body once it is parsed. Multipart forms are read by their
// routes, which apply the same check (modules/manuscripts/multipart.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refuseForbiddenText } from '../lib/validate';

function checkRequestLine(request: FastifyRequest) {
  refuseForbiddenText(request.params, 'params');
  refuseForbiddenText(request.query, 'querystring');
  refuseForbiddenText(request.headers, 'headers');
}

/**
 * A hook in callback style around a check that throws: every request passes
 * both hooks, and an async hook costs a promise each.
 */
const callbackHook =
  (check: (request: FastifyRequest) => void) =>
  (request: FastifyRequest, _reply: unknown, done: (error?: Error) => void) => {
    try {
      check(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  };

/**
 * Registered before the database, auth and routes: its hooks run before theirs (the app's
 * hooks run before a route's own). Only the security headers and CORS come earlier.
 */
export function registerForbiddenText(app: FastifyInstance): void {
  app.addHook('onRequest', callbackHook(checkRequestLine));
  app.addHook(
    'preValidation',
    callbackHook((request) => refuseForbiddenText(request.body, 'body')),
  );
}
