// A section's own origin (or the release store): its build folder, answering
// CORS for the panel's origins only (the panel fetches manifests from here).
import Fastify from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { hostnameOf, panelOrigins, readDeployment } from './deployment.mjs';
import { guardRequestTargets, plainErrors, serverOptions } from './guard.mjs';
import { registerStaticSite } from './static-site.mjs';

/**
 * @param {{ root: string, name: string, publicSourceMaps?: boolean, env?: NodeJS.ProcessEnv }} o
 */
export async function createSectionOrigin(o) {
  let deployment = readDeployment(o.env ?? process.env);
  const app = Fastify(serverOptions);
  app.decorate('reloadPolicy', () => {
    deployment = readDeployment(o.env ?? process.env);
    return true;
  });
  guardRequestTargets(app);
  plainErrors(app, o.name);
  await app.register(helmet, {
    // The standalone page has no inline code; the panel loads this origin's scripts.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'", 'data:'],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
  // The delegator sees the request: the panel is allowed as reached on this origin's host name.
  await app.register(cors, () => (request, callback) => {
    const origin = request.headers.origin;
    const proto = request.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
    const allowed =
      typeof origin === 'string' &&
      panelOrigins(deployment, proto, hostnameOf(request.headers.host)).has(origin);
    callback(null, { origin: allowed ? origin : false, methods: ['GET', 'HEAD', 'OPTIONS'] });
  });
  await registerStaticSite(app, { root: o.root, publicSourceMaps: o.publicSourceMaps });
  return app;
}
