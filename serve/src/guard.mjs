// Refuses request targets no static origin or proxy should ever act on,
// before routing: absolute-form (`GET http://other/…`) and protocol-relative
// (`GET //other/…`) targets, which a URL parser would resolve to another host;
// a malformed percent-encoding; a NUL byte; and `..` segments (also encoded
// ones, `..%2F`), so nothing outside a root is reachable by any spelling.
const TEXT = 'text/plain; charset=utf-8';

/** Why `target` (the raw request-line target) is refused, or null when it is fine. */
export function refusal(target) {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) {
    return { status: 400, message: 'Bad request target' };
  }
  const pathname = target.split(/[?#]/, 1)[0];
  if (pathname.includes('\\')) return { status: 400, message: 'Bad request target' };
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { status: 400, message: 'Malformed URL' };
  }
  if (decoded.includes('\0')) return { status: 404, message: 'Not found' };
  if (decoded.split(/[\\/]/).some((segment) => segment === '..' || segment === '.')) {
    return { status: 404, message: 'Not found' };
  }
  return null;
}

/** @param {import('fastify').FastifyInstance} app */
export function guardRequestTargets(app) {
  app.addHook('onRequest', async (request, reply) => {
    const refused = refusal(request.raw.url);
    if (refused) return reply.code(refused.status).type(TEXT).send(refused.message);
    return undefined;
  });
}

/**
 * Fastify options every origin shares: a bad URL or a client error is a 4xx
 * answer, never an exception that could end the process.
 */
export const serverOptions = {
  logger: false,
  // Answered by the guard (and by Fastify) instead of its default JSON body.
  frameworkErrors: (error, _request, reply) => {
    reply.code(400).type(TEXT).send('Bad request');
  },
  connectionTimeout: 30_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 10_000,
  forceCloseConnections: true,
  return503OnClosing: true,
};

/** 5xx details go to the log only. @param {import('fastify').FastifyInstance} app */
export function plainErrors(app, name) {
  app.setErrorHandler((error, request, reply) => {
    // A client that left mid-request (a tab closed while its health beacon was
    // on the way) aborts the proxied request: nobody is left to answer and
    // nothing failed here, so it is not logged as a server error.
    if (error.code === 'UND_ERR_ABORTED' && reply.raw.destroyed) return;
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) console.error(`[serve] ${name}: ${request.method} ${request.url}:`, error);
    reply
      .code(status)
      .type(TEXT)
      .send(status >= 500 ? 'Server error' : status === 404 ? 'Not found' : 'Bad request');
  });
}
