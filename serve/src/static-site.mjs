// One built app (or the release store) served from a folder with
// @fastify/static: precompressed .br/.gz beside a file are sent when the
// client accepts them (scripts/lib/precompress.mjs writes them at build time),
// content-hashed files are cached for a year as immutable, everything else
// (index.html, mf-manifest.json, remoteEntry.js, index.json) is revalidated
// (ETag / Last-Modified → 304). Source maps are not served unless asked for.
import path from 'node:path';
import fastifyStatic from '@fastify/static';

const HASHED = /\.[0-9a-f]{8,}\.(js|css|mjs)$/;
const TEXT = 'text/plain; charset=utf-8';

export function cacheControlFor(file) {
  // The file sent may be the precompressed variant (main.1a2b3c4d5e.js.br).
  return HASHED.test(file.replace(/\.(br|gz)$/, ''))
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ root: string, spa?: boolean, publicSourceMaps?: boolean }} options
 *   spa: page routes (paths without an extension) answer index.html — the panel only.
 */
export async function registerStaticSite(app, { root, spa = false, publicSourceMaps = false }) {
  const absoluteRoot = path.resolve(root);
  await app.register(fastifyStatic, {
    root: absoluteRoot,
    preCompressed: true,
    cacheControl: false,
    serveDotFiles: false,
    index: ['index.html'],
    // Never a dot file (.build-stamp); a map only when asked for (hidden by default, ADR 0006).
    allowedPath: (pathName) =>
      !pathName.split('/').some((segment) => segment.startsWith('.')) &&
      (publicSourceMaps || !pathName.endsWith('.map')),
    setHeaders: (reply, file) => {
      reply.header('cache-control', cacheControlFor(file));
      reply.header('x-content-type-options', 'nosniff');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = (request.raw.url ?? '/').split('?', 1)[0];
    // Only extension-less page routes fall back to the app: a missing chunk
    // must stay a 404 or the browser parses HTML as JavaScript.
    if (
      spa &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.posix.extname(pathname) &&
      !path.posix.basename(pathname).startsWith('.') &&
      !pathname.startsWith('/api/')
    ) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html', absoluteRoot, { cacheControl: false });
    }
    return reply.code(404).type(TEXT).send('Not found');
  });
}
