// A small production-grade static server for the built host and remotes:
// compression, long-term caching of content-hashed files, CORS for remotes,
// SPA fallback only for page routes (never for assets), and for the host a
// same-origin proxy to the API.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
const HASHED = /\.[0-9a-f]{8,}\.(js|css)$/;

function cacheControl(file) {
  return HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Compressed bodies are computed once per file version and kept in memory. */
function createCompressor() {
  const cache = new Map();
  return (file, stat, encoding) => {
    const key = `${file}:${stat.mtimeMs}:${stat.size}:${encoding}`;
    let body = cache.get(key);
    if (!body) {
      const raw = fs.readFileSync(file);
      body =
        encoding === 'br'
          ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
          : zlib.gzipSync(raw, { level: 9 });
      cache.set(key, body);
    }
    return body;
  };
}

function pickEncoding(header = '') {
  if (/\bbr\b/.test(header)) return 'br';
  if (/\bgzip\b/.test(header)) return 'gzip';
  return null;
}

function proxy(req, res, target) {
  const url = new URL(req.url, target);
  const upstream = http.request(
    url,
    {
      method: req.method,
      headers: { ...req.headers, host: url.host, 'x-forwarded-host': req.headers.host ?? '' },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'The API is not reachable.' }));
  });
  req.pipe(upstream);
}

/**
 * @param {object} o
 * @param {string} o.root        folder with the built app
 * @param {number} o.port
 * @param {string} [o.host]
 * @param {boolean} [o.spa]      serve index.html for page routes (the host)
 * @param {boolean} [o.cors]     allow other origins (remotes)
 * @param {string} [o.apiTarget] proxy /api/ to this origin (the host)
 */
export function startStaticServer(o) {
  const compress = createCompressor();
  const root = path.resolve(o.root);
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://x');
    if (o.cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      if (req.method === 'OPTIONS') return res.writeHead(204).end();
    }
    if (o.apiTarget && pathname.startsWith('/api/')) return proxy(req, res, o.apiTarget);
    if (req.method !== 'GET' && req.method !== 'HEAD') return res.writeHead(405).end();

    let file = path.join(root, decodeURIComponent(pathname));
    if (!file.startsWith(root)) return res.writeHead(403).end();
    let stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isDirectory()) {
      file = path.join(file, 'index.html');
      stat = fs.statSync(file, { throwIfNoEntry: false });
    }
    // Only extension-less page routes fall back to the app; a missing chunk
    // must stay a 404 or the browser parses HTML as JavaScript.
    if (!stat && o.spa && !path.extname(pathname)) {
      file = path.join(root, 'index.html');
      stat = fs.statSync(file, { throwIfNoEntry: false });
    }
    if (!stat) return res.writeHead(404, { 'content-type': TYPES['.txt'] }).end('Not found');

    const ext = path.extname(file);
    // Files that must be revalidated (index.html, remoteEntry.js, manifests)
    // answer a revalidation with 304 instead of their whole body.
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    const headers = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': cacheControl(file),
      'x-content-type-options': 'nosniff',
      vary: 'Accept-Encoding',
      etag,
      'last-modified': stat.mtime.toUTCString(),
    };
    if (req.headers['if-none-match'] === etag) return res.writeHead(304, headers).end();
    const encoding = COMPRESSIBLE.has(ext) ? pickEncoding(req.headers['accept-encoding']) : null;
    if (encoding) {
      const body = compress(file, stat, encoding);
      res.writeHead(200, {
        ...headers,
        'content-encoding': encoding,
        'content-length': body.length,
      });
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
    res.writeHead(200, { ...headers, 'content-length': stat.size });
    if (req.method === 'HEAD') return res.end();
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host ?? '0.0.0.0', () => resolve(server));
  });
}
