// The panel's origin: the built host (SPA fallback for page routes), its
// security headers (helmet, CSP of csp.mjs) and `/api/v1/…` proxied to the
// API's origin, and nothing else.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import proxy from '@fastify/http-proxy';
import { cspDirectives, inlineScriptHashes } from './csp.mjs';
import { readDeployment } from './deployment.mjs';
import { guardRequestTargets, plainErrors, serverOptions } from './guard.mjs';
import { lingeringClose } from './lingering-close.mjs';
import { registerStaticSite } from './static-site.mjs';

const require = createRequire(import.meta.url);
const { SECTIONS_FILE } = require('../../shared/mf/sections.cjs');

const API_PREFIX = '/api/v1';
const MIB = 1024 * 1024;

/**
 * The largest body the panel forwards: PROXY_BODY_LIMIT, else the larger of
 * the API's JSON limit (BODY_LIMIT, 1 MiB) and its upload limit
 * (UPLOAD_MAX_BYTES, 20 MiB as MANUSCRIPT_FILE_MAX_BYTES), plus 1 MiB for the
 * multipart envelope and other fields.
 */
export function proxyBodyLimit(env) {
  const explicit = Number(env.PROXY_BODY_LIMIT);
  if (Number.isInteger(explicit) && explicit > 0) return explicit;
  const positive = (value, fallback) => {
    const n = Number(value);
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  return Math.max(positive(env.BODY_LIMIT, MIB), positive(env.UPLOAD_MAX_BYTES, 20 * MIB)) + MIB;
}

/**
 * @param {object} o
 * @param {string} o.root          the host's build folder
 * @param {string} o.apiOrigin     where /api/v1/… goes (http://127.0.0.1:4000); nothing else is reachable
 * @param {boolean} [o.publicSourceMaps]
 * @param {NodeJS.ProcessEnv} [o.env]  the deployment settings (default process.env)
 * @param {number} [o.reloadIntervalMs]  how often sections.json is checked for changes
 */
export async function createPanelServer(o) {
  const env = o.env ?? process.env;
  const apiOrigin = new URL(o.apiOrigin).origin;
  let state = { deployment: readDeployment(env), hashes: inlineScriptHashes(o.root) };
  /** Re-reads the registry's settings and index.html's inline scripts. */
  const reload = () => {
    try {
      state = { deployment: readDeployment(env), hashes: inlineScriptHashes(o.root) };
      return true;
    } catch (error) {
      // A half-written sections.json keeps the policy in force.
      console.error('[serve] panel: could not re-read the registry, keeping the policy:', error);
      return false;
    }
  };

  const app = Fastify(serverOptions);
  app.decorate('reloadPolicy', reload);
  guardRequestTargets(app);
  plainErrors(app, 'panel');
  lingeringClose(app);

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(() => state) },
    // Same-origin APIs and code: nothing of the panel is embedded elsewhere.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // HSTS belongs to the TLS terminator in front; the panel may be plain http on loopback.
    strictTransportSecurity: false,
  });

  // A body larger than the API could accept is refused here, by its
  // Content-Length, before a byte is forwarded (the proxy would otherwise hold
  // the request while the API has already answered).
  const bodyLimit = proxyBodyLimit(env);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(`${API_PREFIX}/`)) return undefined;
    const length = Number(request.headers['content-length'] ?? 0);
    if (!(length > bodyLimit)) return undefined;
    return reply
      .code(413)
      .header('connection', 'close')
      .header('content-type', 'application/json; charset=utf-8')
      .send({ message: 'Payload Too Large' });
  });

  await app.register(proxy, {
    upstream: apiOrigin,
    prefix: API_PREFIX,
    rewritePrefix: API_PREFIX,
    websocket: false,
    replyOptions: {
      // The API learns the client's address from here only when it trusts this
      // proxy (TRUSTED_PROXIES); a client-sent X-Forwarded-For is replaced, not kept.
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-for': request.socket.remoteAddress ?? '',
        'x-forwarded-host': request.headers.host ?? '',
        'x-forwarded-proto': 'http',
      }),
      // Hop-by-hop headers are this connection's business, not the API's: an
      // upstream `connection: keep-alive` would hold a client's `close` open.
      rewriteHeaders: (headers) => {
        const { connection, 'keep-alive': keepAlive, ...rest } = headers;
        void connection;
        void keepAlive;
        return rest;
      },
      onError: (reply) => {
        reply
          .code(502)
          .header('content-type', 'application/json; charset=utf-8')
          .send({ message: 'The API is not reachable.' });
      },
    },
  });

  await registerStaticSite(app, {
    root: o.root,
    spa: true,
    publicSourceMaps: o.publicSourceMaps,
  });

  // "When the registry changes": sections.json (and what it lists) is
  // re-read on SIGHUP (see main.mjs) and whenever its modification time changes.
  const interval = o.reloadIntervalMs ?? 5_000;
  const watched = [SECTIONS_FILE, path.join(o.root, 'index.html')];
  const stamp = () =>
    watched.map((file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0).join(':');
  let last = stamp();
  const timer = setInterval(() => {
    const now = stamp();
    if (now !== last && reload()) last = now;
  }, interval);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return app;
}
