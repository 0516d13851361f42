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
 * Registered before the database, auth and routes: its hooks run before theirs (the app's
 * hooks run before a route's own). Only the security headers and CORS come earlier.
 */
export function registerForbiddenText(app: FastifyInstance): void {
  // Callback hooks: every request passes both, and an async hook costs a promise each.
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      checkRequestLine(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      refuseForbiddenText(request.body, 'body');
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}
