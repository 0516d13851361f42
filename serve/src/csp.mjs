// The panel's Content-Security-Policy. Scripts and connections: the panel
// itself, the API, and exactly the section origins of the registry and the
// release store (deployment.mjs); the one inline script of index.html (the
// theme applied before first paint) by its hash. antd styles with CSS-in-JS
// (<style> elements inserted at run time), hence 'unsafe-inline' for styles
// only. No framing anywhere.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { codeOrigins, hostnameOf } from './deployment.mjs';

/** sha256 sources of the inline <script> elements of the built index.html. */
export function inlineScriptHashes(root) {
  let html;
  try {
    html = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  const hashes = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(match[1] ?? '') || !match[2].trim()) continue;
    hashes.push(`'sha256-${crypto.createHash('sha256').update(match[2]).digest('base64')}'`);
  }
  return hashes;
}

const protoOf = (req) => (req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http');

/**
 * Helmet's CSP directives. `current()` returns the deployment and hashes in
 * force (the panel swaps them on reload); origins follow the request's host name.
 * @param {() => { deployment: ReturnType<import('./deployment.mjs').readDeployment>, hashes: string[] }} current
 */
export function cspDirectives(current) {
  const origins = (req) =>
    codeOrigins(current().deployment, protoOf(req), hostnameOf(req.headers.host)).join(' ');
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", (req) => [...current().hashes, origins(req)].join(' ')],
    'connect-src': ["'self'", origins],
    'style-src': ["'self'", "'unsafe-inline'"],
    // The language switcher's flags ship with the panel as SVG data: URIs (shared/src/i18n/flags.ts).
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'frame-src': ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
  };
}
