// Renders colophon.conf.template (+ site.conf.template per section origin and
// the release store) into one nginx.conf. The security headers and the panel's
// CSP come from serve/ (the same code `pnpm start` answers with), the upload
// limit from the same rule as serve/'s proxy; origins given by port follow the
// host name the panel is opened on ($host), as serve/ does per request.
//
//   node deploy/nginx/render.mjs --prefix /srv/colophon/nginx --api 10.0.0.11:4000,10.0.0.12:4000 > nginx.conf
//   (see docs/deploy.md; every setting also comes from the environment)
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { cspDirectives, inlineScriptHashes } from '../../serve/src/csp.mjs';
import { readDeployment } from '../../serve/src/deployment.mjs';
import { proxyBodyLimit } from '../../serve/src/panel.mjs';
import { NGINX_BROTLI_MODULE as BROTLI_MODULE } from '../../scripts/lib/system-deps.mjs';

export { BROTLI_MODULE };

const HERE = path.dirname(fileURLToPath(import.meta.url));
const MIME_TYPES = '/etc/nginx/mime.types';

/** A host name no request carries: replaced by nginx's own variables after rendering. */
const PLACEHOLDER_HOST = 'colophon-request-host.invalid';

/**
 * The panel's CSP as serve/ builds it, with the request's scheme and host name
 * left to nginx: `$colophon_proto://$host:<port>` for origins given by port.
 */
export function panelCsp(root, env = process.env) {
  const state = { deployment: readDeployment(env), hashes: inlineScriptHashes(root) };
  const request = { headers: { host: PLACEHOLDER_HOST } };
  return Object.entries(cspDirectives(() => state))
    .map(([name, values]) => {
      const parts = values.map((v) => (typeof v === 'function' ? v(request) : v));
      return `${name} ${parts.filter(Boolean).join(' ')}`;
    })
    .join('; ')
    .replaceAll(`http://${PLACEHOLDER_HOST}`, '$colophon_proto://$host');
}

// serve/src/section-origin.mjs: a section's standalone page has no inline code.
const SITE_CSP =
  "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "font-src 'self' data:; object-src 'none'; frame-ancestors 'none'";

/** The headers helmet sends in serve/ (defaults plus the panel's / a section's choices). */
function securityHeaders(csp, resourcePolicy) {
  return [
    ['Content-Security-Policy', csp],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', resourcePolicy],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'no-referrer'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
}

const headerLines = (headers) =>
  headers
    .map(([name, value]) => `      add_header ${name} "${value.replaceAll('"', '\\"')}" always;`)
    .join('\n');

const fill = (template, values) =>
  template.replace(/\{\{([A-Z_]+)\}\}/g, (match, key) => {
    if (!(key in values)) throw new Error(`deploy/nginx: no value for ${match}`);
    return String(values[key]);
  });

const noMaps = '    location ~ \\.map$ {\n      return 404;\n    }';

/**
 * @param {object} o
 * @param {string} o.prefix           nginx's own folder: pid, logs/, temp/ (created by startNginx)
 * @param {{ port: number, root: string }} o.panel
 * @param {{ name: string, port: number, root: string }[]} o.sites   each section and the release store
 * @param {string[]} o.api            the API processes, host:port each
 * @param {string} [o.listenHost]     default 0.0.0.0 (127.0.0.1 for tests)
 * @param {string|null} [o.user]      worker user when nginx is started as root
 * @param {number|'auto'} [o.workers]
 * @param {'least_conn'|'round_robin'} [o.balance]
 * @param {boolean} [o.accessLog]
 * @param {boolean} [o.brotli]        default: when Debian's module is installed
 * @param {boolean} [o.publicSourceMaps]
 * @param {NodeJS.ProcessEnv} [o.env]  the deployment settings (ports, pinned URLs, limits)
 */
export function renderNginxConfig(o) {
  const env = o.env ?? process.env;
  const listen = (port) => `${o.listenHost ?? '0.0.0.0'}:${port}`;
  const brotli = o.brotli ?? fs.existsSync(BROTLI_MODULE);
  const maps = o.publicSourceMaps ? '' : noMaps;
  const deployment = readDeployment(env);
  const extraOrigins = deployment.panelOrigins
    .map(
      (origin) =>
        `    if ($http_origin = "${origin}") {\n      set $colophon_cors $http_origin;\n    }`,
    )
    .join('\n');
  const siteHeaders = headerLines([
    ...securityHeaders(SITE_CSP, 'cross-origin'),
    ['Access-Control-Allow-Origin', '$colophon_cors'],
    ['Vary', 'Origin'],
  ]);
  const siteTemplate = fs.readFileSync(path.join(HERE, 'site.conf.template'), 'utf8');
  const sites = o.sites.map((site) =>
    fill(siteTemplate, {
      NAME: site.name,
      LISTEN: listen(site.port),
      ROOT: path.resolve(site.root),
      PANEL_PORT: o.panel.port,
      EXTRA_ORIGINS: extraOrigins,
      SITE_MAPS: maps,
      SITE_HEADERS: siteHeaders,
    }),
  );
  const prefix = path.resolve(o.prefix);
  return fill(fs.readFileSync(path.join(HERE, 'colophon.conf.template'), 'utf8'), {
    LOAD_MODULES: brotli ? `load_module ${BROTLI_MODULE};` : '# (no brotli_static module)',
    USER: o.user ? `user ${o.user};` : '# (workers run as the user that starts nginx)',
    WORKERS: o.workers ?? 'auto',
    PREFIX: prefix,
    MIME_TYPES,
    ACCESS_LOG:
      o.accessLog === false
        ? 'access_log off;'
        : `access_log ${prefix}/logs/access.log colophon buffer=64k flush=1s;`,
    BROTLI: brotli ? 'brotli_static on;' : '# brotli_static: module not installed',
    BALANCE: o.balance === 'round_robin' ? '# round robin' : 'least_conn;',
    UPSTREAM_SERVERS: o.api
      .map((server) => `    server ${server} max_fails=1 fail_timeout=5s;`)
      .join('\n'),
    NEXT_UPSTREAM_TRIES: Math.max(2, o.api.length),
    PANEL_LISTEN: listen(o.panel.port),
    PANEL_ROOT: path.resolve(o.panel.root),
    BODY_LIMIT: proxyBodyLimit(env),
    PANEL_MAPS: maps,
    PANEL_HEADERS: headerLines(securityHeaders(panelCsp(o.panel.root, env), 'same-origin')),
    SITES: sites.join('\n'),
  });
}

// CLI: the deployment's own nginx.conf, from the same settings as `pnpm start`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      prefix: { type: 'string' },
      api: { type: 'string' },
      'dist-dir': { type: 'string', default: 'dist' },
      listen: { type: 'string', default: '0.0.0.0' },
      user: { type: 'string' },
    },
  });
  const { deploymentSites } = await import('./sites.mjs');
  const api = (values.api ?? process.env.API_UPSTREAMS ?? '127.0.0.1:4000').split(',');
  const { panel, sites } = deploymentSites({ distDir: values['dist-dir'] });
  process.stdout.write(
    renderNginxConfig({
      prefix: values.prefix ?? path.resolve('nginx'),
      panel,
      sites,
      api: api.map((s) => s.trim()).filter(Boolean),
      listenHost: values.listen,
      user: values.user ?? null,
    }),
  );
}
