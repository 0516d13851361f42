// What a security test knows of the stack security/run.mjs started, and the
// helpers every test file uses: raw HTTP (any request line, any bytes),
// JSON calls to the API, a loopback "other host" that records what reaches
// it, and the check that every server still answers.
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';

if (!process.env.SECURITY_STACK) {
  throw new Error('Run the security suite with `node security/run.mjs` (it starts the stack).');
}

/**
 * @type {{ root: string, dataDir: string, distDir: string,
 *   api: { url: string, port: number, pid: number },
 *   origins: { name: string, url: string, port: number, pid: number }[] }}
 */
export const stack = JSON.parse(process.env.SECURITY_STACK);

/** An origin by name: 'panel', 'releases' or a section's app ('mf-journals'). */
export function origin(name) {
  const found = stack.origins.find((o) => o.name === name);
  if (!found) throw new Error(`No origin ${name} (have ${stack.origins.map((o) => o.name)})`);
  return found;
}
export const panel = origin('panel');
export const sections = stack.origins.filter((o) => o.name.startsWith('mf-'));
export const releases = origin('releases');
export const apiV1 = `${stack.api.url}/api/v1`;

/**
 * Sends `request` (a whole raw HTTP/1.1 request, written byte for byte) to
 * 127.0.0.1:`port` and parses the answer. Use it for what fetch would
 * normalise away: absolute-form targets, `//host` paths, NUL bytes, bad escapes.
 * @returns {Promise<{ status: number, headers: Record<string,string>, body: string, raw: string }>}
 */
export function rawRequest(port, request, { timeoutMs = 5_000 } = {}) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks = [];
    const parse = () => {
      const raw = Buffer.concat(chunks).toString('latin1');
      const [head, ...rest] = raw.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = {};
      for (const line of lines) {
        const i = line.indexOf(':');
        if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      return {
        status: Number(statusLine.split(' ')[1] ?? 0),
        headers,
        body: rest.join('\r\n\r\n'),
        raw,
      };
    };
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer from :${port} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => {
      clearTimeout(timer);
      // A server that answers before reading the whole body (413) closes while
      // we are still sending: the reset comes after its answer, which counts.
      if (chunks.length > 0) resolve(parse());
      else reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parse());
    });
    // Like curl, stop sending a large body once the server has answered: a
    // client that keeps writing into a closed connection gets a reset that
    // can discard the answer before it is read.
    const bytes = Buffer.isBuffer(request) ? request : Buffer.from(request);
    const STEP = 64 * 1024;
    const send = (offset) => {
      if (offset >= bytes.length || chunks.length > 0 || socket.destroyed) return;
      const more = socket.write(bytes.subarray(offset, offset + STEP));
      if (more) setImmediate(() => send(offset + STEP));
      else socket.once('drain', () => send(offset + STEP));
    };
    socket.once('connect', () => send(0));
  });
}

/**
 * Hands the whole request to the connection before reading anything, like a
 * client that sends its body in one go; resolves with the raw answer. A server
 * that refuses early and closes at once resets such a client (EPIPE).
 */
export function sendAllThenRead(port, request, { timeoutMs = 15_000 } = {}) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.pause();
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer from :${port}`)));
    socket.on('error', reject);
    socket.once('connect', () =>
      socket.write(request, (error) => {
        if (error) return reject(error);
        const chunks = [];
        socket.on('data', (chunk) => chunks.push(chunk));
        socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
        socket.resume();
      }),
    );
  });
}

/** A GET with a raw target (sent as written) and `Connection: close` (Host: 127.0.0.1 unless given). */
export function rawGet(port, target, headers = {}) {
  const all = Object.keys(headers).some((k) => k.toLowerCase() === 'host')
    ? headers
    : { Host: `127.0.0.1:${port}`, ...headers };
  const lines = Object.entries(all)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  return rawRequest(port, `GET ${target} HTTP/1.1\r\n${lines}Connection: close\r\n\r\n`);
}

/** JSON call to the API (directly, or through the panel's proxy with `via: panel.url`). */
export async function api(method, path, { body, token, via, headers = {} } = {}) {
  const base = via ? `${via}/api/v1` : apiV1;
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json, text };
}

/** Signs in a demo account (password colophon-demo) and returns its token. */
export async function signIn(email, password = 'colophon-demo') {
  const { status, json } = await api('POST', '/auth/login', { body: { email, password } });
  assert.equal(status, 200, `sign-in of ${email}: ${status} ${JSON.stringify(json)}`);
  const token = json?.token ?? json?.access_token ?? json?.data?.token;
  assert.ok(token, `no token in the sign-in answer: ${JSON.stringify(json)}`);
  return token;
}

/**
 * A loopback listener standing in for "another host": records every request
 * that reaches it (and answers 200 "relayed", so a relay would be visible).
 * Use in `before`/`after`: `const other = await otherHost(); … await other.close()`.
 */
export async function otherHost() {
  const received = [];
  const server = http.createServer((req, res) => {
    received.push({ method: req.method, url: req.url, headers: req.headers });
    res.writeHead(200, { 'content-type': 'text/plain' }).end('relayed');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    port,
    host: `127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Waits until `url` answers (any HTTP status). */
export async function waitForAnswer(url, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      return response.status;
    } catch (error) {
      if (Date.now() > deadline) {
        throw new Error(`${url} does not answer: ${error.message}`, { cause: error });
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/** Every origin and the API still answer, with the status a healthy server gives. */
export async function assertAllAnswer() {
  const checks = [
    [`${panel.url}/`, 200],
    [`${panel.url}/api/v1/remotes`, null],
    [`${releases.url}/`, null],
    ...sections.map((s) => [`${s.url}/mf-manifest.json`, 200]),
    [`${apiV1}/remotes`, null],
  ];
  for (const [url, expected] of checks) {
    const response = await fetch(url).catch((error) => {
      throw new Error(`${url} does not answer any more: ${error.message}`);
    });
    await response.arrayBuffer();
    if (expected) assert.equal(response.status, expected, url);
    else assert.ok(response.status < 500, `${url} answered ${response.status}`);
  }
}
