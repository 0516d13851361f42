// The panel's security headers, its CSP naming exactly the
// registry's code origins, CORS of the section origins for the panel only,
// caching, and no public source maps.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { panel, rawGet, rawRequest, releases, sections, stack } from '../support/stack.mjs';

/** The CSP as a map: directive → list of sources. */
function parseCsp(header) {
  assert.ok(header, 'no Content-Security-Policy');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** The hashed .js files of a build (relative to its root). */
function builtScripts(app) {
  const dir = path.join(stack.root, app, stack.distDir, 'js');
  return fs.readdirSync(dir).filter((f) => f.endsWith('.js'));
}

describe('panel headers', () => {
  for (const route of ['/', '/login', '/journals/5']) {
    test(`${route}: CSP, frame protection, referrer policy, nosniff`, async () => {
      for (const hostname of ['127.0.0.1', 'localhost']) {
        const { status, headers, body } = await rawGet(panel.port, route, {
          Host: `${hostname}:${panel.port}`,
        });
        assert.equal(status, 200);
        assert.match(body, /<div id="root">/);
        const csp = parseCsp(headers['content-security-policy']);
        const codeOrigins = [...sections, releases].map((o) => `http://${hostname}:${o.port}`);
        for (const directive of ['script-src', 'connect-src']) {
          const sources = csp.get(directive) ?? [];
          const origins = sources.filter((s) => s.startsWith('http'));
          assert.deepEqual(origins.sort(), [...codeOrigins].sort(), `${directive} ${sources}`);
          assert.ok(sources.includes("'self'"), directive);
          assert.ok(!sources.some((s) => s === '*' || s === "'unsafe-eval'"), directive);
        }
        assert.ok(!(csp.get('script-src') ?? []).includes("'unsafe-inline'"));
        assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
        assert.deepEqual(csp.get('object-src'), ["'none'"]);
        assert.equal(headers['x-frame-options'], 'DENY');
        assert.equal(headers['referrer-policy'], 'no-referrer');
        assert.equal(headers['x-content-type-options'], 'nosniff');
        assert.equal(headers['cache-control'], 'no-cache');
      }
    });
  }

  test('a forged Host header cannot write into the policy', async () => {
    const { headers } = await rawGet(panel.port, '/', { Host: 'evil.test;script-src *:1' });
    const csp = parseCsp(headers['content-security-policy']);
    assert.ok(!(csp.get('script-src') ?? []).some((s) => s.includes('evil') || s === '*'));
  });
});

describe('caching and compression', () => {
  test('hashed scripts are immutable, sent brotli-compressed when accepted', async () => {
    const [file] = builtScripts('host');
    const response = await fetch(`${panel.url}/js/${file}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.match(response.headers.get('content-type') ?? '', /javascript/);
    if (fs.existsSync(path.join(stack.root, 'host', stack.distDir, 'js', `${file}.br`))) {
      assert.equal(response.headers.get('content-encoding'), 'br');
    }
  });

  test('manifests revalidate (304 on a matching ETag)', async () => {
    // Raw both times: fetch adds Cache-Control: no-cache to a conditional
    // request (which forbids a 304), and the ETag is the encoding's own.
    const headers = { 'Accept-Encoding': 'br' };
    const first = await rawGet(sections[0].port, '/mf-manifest.json', headers);
    assert.equal(first.status, 200);
    assert.equal(first.headers['cache-control'], 'no-cache');
    const etag = first.headers.etag;
    assert.ok(etag);
    const again = await rawGet(sections[0].port, '/mf-manifest.json', {
      ...headers,
      'If-None-Match': etag,
    });
    assert.equal(again.status, 304);
  });

  test('the SPA fallback is the panel’s only: a missing asset or a section path is 404', async () => {
    assert.equal((await rawGet(panel.port, '/js/missing.0123456789.js')).status, 404);
    assert.equal((await rawGet(panel.port, '/journals/5')).status, 200);
    assert.equal((await rawGet(sections[0].port, '/journals/5')).status, 404);
  });
});

describe('source maps are not public', () => {
  for (const app of ['host', ...sections.map((s) => s.name)]) {
    test(app, async () => {
      const target = app === 'host' ? panel : sections.find((s) => s.name === app);
      const scripts = builtScripts(app);
      for (const file of scripts.slice(0, 5)) {
        const code = await fetch(`${target.url}/js/${file}`).then((r) => r.text());
        assert.ok(!code.includes('sourceMappingURL='), `${file} links its map`);
        const map = await rawGet(target.port, `/js/${file}.map`);
        assert.equal(map.status, 404, `${app} /js/${file}.map answered ${map.status}`);
      }
    });
  }
});

describe('section origins answer CORS for the panel only', () => {
  for (const section of sections) {
    test(section.name, async () => {
      for (const panelOrigin of [
        `http://127.0.0.1:${panel.port}`,
        `http://localhost:${panel.port}`,
      ]) {
        const host = new URL(panelOrigin).hostname;
        const ok = await rawGet(section.port, '/mf-manifest.json', {
          Host: `${host}:${section.port}`,
          Origin: panelOrigin,
        });
        assert.equal(ok.headers['access-control-allow-origin'], panelOrigin);
      }
      for (const stranger of [
        'http://evil.test',
        'null',
        `http://127.0.0.1:${section.port + 1000}`,
      ]) {
        const refused = await rawGet(section.port, '/mf-manifest.json', { Origin: stranger });
        assert.equal(refused.headers['access-control-allow-origin'], undefined, stranger);
      }
      const preflight = await preflightFrom(section.port, `http://127.0.0.1:${panel.port}`);
      assert.ok(preflight.status === 204 || preflight.status === 200, `${preflight.status}`);
    });
  }
});

/** An OPTIONS preflight from `origin`. */
function preflightFrom(port, origin) {
  return rawRequest(
    port,
    `OPTIONS /mf-manifest.json HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${origin}\r\nAccess-Control-Request-Method: GET\r\nConnection: close\r\n\r\n`,
  );
}
