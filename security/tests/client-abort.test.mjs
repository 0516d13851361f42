// A client that leaves while its request is being relayed to the API (a tab
// closed while its health beacon was on the way) is not a server error: the
// serving layer logs nothing for it. Without the check in guard.mjs every
// such beacon printed a stack trace as a 5xx.
import assert from 'node:assert/strict';
import http from 'node:http';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import { plainErrors } from '../../serve/src/guard.mjs';

// The serving layer's own Fastify and proxy (dependencies of serve/, not of the root).
const fromServe = createRequire(new URL('../../serve/package.json', import.meta.url));
const Fastify = fromServe('fastify');
const proxy = fromServe('@fastify/http-proxy');

/** An API stand-in that answers after the client has left. */
const upstream = http.createServer((request, response) => {
  request.resume();
  setTimeout(() => response.end('late'), 1_000);
});
const relay = Fastify();
const logged = [];
const consoleError = console.error;

before(async () => {
  await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  plainErrors(relay, 'probe');
  await relay.register(proxy, {
    upstream: `http://127.0.0.1:${upstream.address().port}`,
    prefix: '/api',
  });
  await relay.listen({ port: 0, host: '127.0.0.1' });
  console.error = (...args) => logged.push(args.join(' '));
});

after(async () => {
  console.error = consoleError;
  await relay.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

test('a request the client abandons mid-relay logs no server error', async () => {
  const request = http.request({
    host: '127.0.0.1',
    port: relay.server.address().port,
    method: 'POST',
    path: '/api/v1/remotes/health',
    headers: { 'content-type': 'application/json' },
  });
  request.on('error', () => {});
  request.end('{}');
  await new Promise((resolve) => setTimeout(resolve, 200));
  request.destroy();
  // Past the moment the relay notices the closed client and the upstream answers.
  await new Promise((resolve) => setTimeout(resolve, 1_300));
  assert.deepEqual(logged, []);
});
