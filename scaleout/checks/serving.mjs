// nginx serves what serve/ serves: the panel (CSP from the registry, frame
// protection, SPA fallback only for page routes), precompressed immutable
// hashed files, section origins with CORS for the panel only, nothing of
// /api but /api/v1, no dot files or maps, the upload limit, and a client's
// X-Forwarded-For replaced (not passed on) before the API sees it.
import fs from 'node:fs';
import path from 'node:path';
import { BROTLI_MODULE } from '../../deploy/nginx/render.mjs';
import { proxyBodyLimit } from '../../serve/src/panel.mjs';
import { login, request } from '../support/client.mjs';
import { check, expect } from '../support/report.mjs';

const HASHED = /\.[0-9a-f]{8,}\.(js|css|mjs)$/;

function findFile(dir, test) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const found = findFile(full, test);
      if (found) return found;
    } else if (test(full)) return full;
  }
  return null;
}

export async function servingChecks(ctx) {
  const { base, layout } = ctx;
  const panelRoot = layout.panel.root;
  const sectionUrl = (s) => `http://127.0.0.1:${s.port}`;

  await check('the panel: CSP names the registry’s origins, no framing, revalidated', async () => {
    const res = await request(base, 'GET', '/', { raw: true });
    expect(res.status === 200, `GET / answered ${res.status}`);
    const csp = res.headers.get('content-security-policy') ?? '';
    for (const s of [...layout.sections, layout.releases]) {
      expect(csp.includes(`http://127.0.0.1:${s.port}`), `CSP lacks ${s.name}: ${csp}`);
    }
    expect(/script-src 'self'[^;]*'sha256-/.test(csp), `CSP has no inline hash: ${csp}`);
    expect(csp.includes("frame-ancestors 'none'"), 'CSP allows framing');
    expect(res.headers.get('x-frame-options') === 'DENY', 'no X-Frame-Options: DENY');
    expect(res.headers.get('referrer-policy') === 'no-referrer', 'no Referrer-Policy');
    expect(res.headers.get('cache-control') === 'no-cache', 'index.html is cached');
    const page = await request(base, 'GET', '/journals/12/edit', { raw: true });
    expect(page.status === 200 && /<div id="root"|<html/i.test(String(page.data)), 'no SPA page');
    const chunk = await request(base, 'GET', '/missing-chunk.js', { raw: true });
    expect(chunk.status === 404, `a missing chunk answered ${chunk.status}, not 404`);
    return `${csp.length} characters of policy`;
  });

  await check('hashed files: precompressed, immutable', async () => {
    const file = findFile(panelRoot, (f) => HASHED.test(f) && fs.existsSync(`${f}.gz`));
    expect(file, 'no hashed file with a .gz in the build');
    const url = `/${path.relative(panelRoot, file).split(path.sep).join('/')}`;
    const brotli = fs.existsSync(BROTLI_MODULE) && fs.existsSync(`${file}.br`);
    const encoding = brotli ? 'br' : 'gzip';
    const response = await fetch(base + url, { headers: { 'accept-encoding': encoding } });
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.status === 200, `${url}: ${response.status}`);
    expect(
      response.headers.get('cache-control') === 'public, max-age=31536000, immutable',
      `${url}: cache-control ${response.headers.get('cache-control')}`,
    );
    // fetch decodes the body: compare with the file itself.
    expect(body.equals(fs.readFileSync(file)), `${url}: not the built file`);
    expect(
      response.headers.get('content-encoding') === encoding,
      `${url}: not sent as ${encoding}`,
    );
    return `${url} as ${encoding}`;
  });

  await check('section origins answer CORS for the panel only', async () => {
    const section = layout.sections[0];
    const at = (origin) =>
      fetch(`${sectionUrl(section)}/mf-manifest.json`, { headers: { origin } });
    const own = await at(base);
    expect(own.status === 200, `${section.name} manifest: ${own.status}`);
    expect(own.headers.get('access-control-allow-origin') === base, 'the panel is not allowed');
    const other = await at('http://evil.example');
    expect(!other.headers.get('access-control-allow-origin'), 'another origin is allowed');
    return section.name;
  });

  await check('nothing but /api/v1, no dot files, no source maps', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/.build-stamp']) {
      const res = await request(base, 'GET', url, { raw: true });
      expect(res.status === 404, `${url}: ${res.status}`);
    }
    const map = findFile(panelRoot, (f) => f.endsWith('.map'));
    if (map) {
      const res = await request(base, 'GET', `/${path.relative(panelRoot, map)}`, { raw: true });
      expect(res.status === 404, `a source map answered ${res.status}`);
    }
  });

  await check('a body over the upload limit is refused by nginx (413)', async () => {
    const limit = proxyBodyLimit(ctx.env);
    const res = await request(base, 'POST', '/api/v1/journals/1/manuscripts', {
      form: (() => {
        const form = new FormData();
        form.append('manuscript_file', new Blob([Buffer.alloc(limit + 1)]), 'big.pdf');
        return form;
      })(),
    });
    expect(res.status === 413, `answered ${res.status}`);
    return `limit ${limit} bytes`;
  });

  await check('a client’s X-Forwarded-For is replaced by nginx, not believed', async () => {
    // Lock reviewer@ for one address (directly at a process, which trusts loopback),
    // then sign in through nginx claiming that address: nginx must send its own.
    const ip = '203.0.113.77';
    for (let i = 0; i <= ctx.freeFailures; i++) {
      await request(ctx.apis[1].url, 'POST', '/api/v1/auth/login', {
        json: { email: 'reviewer@colophon.test', password: 'wrong-password' },
        ip,
      });
    }
    const direct = await request(ctx.apis[0].url, 'POST', '/api/v1/auth/login', {
      json: { email: 'reviewer@colophon.test', password: ctx.password },
      ip,
    });
    expect(direct.status === 429, `the address is not locked (${direct.status})`);
    await login(base, 'reviewer@colophon.test', ctx.password, ip);
  });
}
