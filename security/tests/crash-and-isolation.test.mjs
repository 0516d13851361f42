// No request takes a server down, and an origin that dies
// anyway is restarted while the others keep answering.
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import {
  assertAllAnswer,
  panel,
  rawGet,
  rawRequest,
  releases,
  sections,
  stack,
  waitForAnswer,
} from '../support/stack.mjs';

const PAYLOADS = [
  '/index.html%00.js',
  '/%00',
  '/js/%00.js',
  '/%E0%A4%A',
  '/%',
  '/%zz',
  '/%C0%AE%C0%AE/',
  '/journals/%E0%A4%A',
  `/${'a'.repeat(8000)}`,
  '/api/v1/%E0%A4%A',
  '/api/v1/%00',
];

describe('malformed requests answer 4xx and every server keeps answering', () => {
  after(assertAllAnswer);
  for (const target of [panel, releases, ...sections]) {
    test(`${target.name}`, async () => {
      for (const path of PAYLOADS) {
        const answer = await rawGet(target.port, path);
        assert.ok(
          answer.status >= 400 && answer.status < 500,
          `${target.name} GET ${path.slice(0, 40)} answered ${answer.status}`,
        );
      }
      // A request line that is not HTTP at all, and a header with a NUL byte.
      await rawRequest(target.port, 'GARBAGE\r\n\r\n').catch(() => undefined);
      await rawRequest(
        target.port,
        'GET / HTTP/1.1\r\nHost: x\r\nX-A: a\0b\r\nConnection: close\r\n\r\n',
      ).catch(() => undefined);
      await assertAllAnswer();
    });
  }
});

test('an origin that dies is restarted; the others answer meanwhile', async () => {
  const victim = sections[0];
  process.kill(victim.pid, 'SIGKILL');
  // The panel, the other sections and the API do not depend on it.
  for (const other of [panel, releases, ...sections.slice(1)]) {
    assert.ok((await waitForAnswer(`${other.url}/`)) < 500, other.name);
  }
  assert.equal(await waitForAnswer(`${victim.url}/mf-manifest.json`, 30_000), 200);
  // And the API, a process of its own, still answers.
  assert.ok((await waitForAnswer(`${stack.api.url}/api/v1/remotes`)) < 500);
});
