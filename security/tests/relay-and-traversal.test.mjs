// The panel's /api proxy relays nothing to another
// host, and nothing outside a server's root is served, whatever the spelling.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  assertAllAnswer,
  otherHost,
  panel,
  rawGet,
  rawRequest,
  releases,
  sections,
  stack,
} from '../support/stack.mjs';

describe('the panel proxy is pinned to the API', () => {
  let other;
  before(async () => {
    other = await otherHost();
  });
  after(async () => {
    await other.close();
    await assertAllAnswer();
  });

  test('no request target or header reaches another host', async () => {
    const auth = { Authorization: 'Bearer secret-token-of-the-caller' };
    const targets = [
      `//${other.host}/api/v1/x`,
      `//${other.host}/api/v1/remotes`,
      `http://${other.host}/api/v1/x`,
      `http://${other.host}/api/v1/remotes`,
      `https://${other.host}/api/v1/x`,
      `/api/v1/..%2F..%2F%2F${other.host}%2Fx`,
      `/api/v1//${other.host}/x`,
      `/api/v1/@${other.host}/x`,
      `/api/v1%2F%2F${other.host}/x`,
      `/\\${other.host}/api/v1/x`,
      `/api/..%2f..%2f${other.host}/api/v1/x`,
    ];
    for (const target of targets) {
      const answer = await rawGet(panel.port, target, auth);
      assert.notEqual(answer.body.trim(), 'relayed', `GET ${target} was relayed`);
    }
    // A Host header naming the other host, and absolute-form with it.
    await rawRequest(
      panel.port,
      `GET http://${other.host}/api/v1/x HTTP/1.1\r\nHost: ${other.host}\r\nAuthorization: Bearer t\r\nConnection: close\r\n\r\n`,
    );
    await rawRequest(
      panel.port,
      `GET /api/v1/remotes HTTP/1.1\r\nHost: ${other.host}\r\nX-Forwarded-Host: ${other.host}\r\nConnection: close\r\n\r\n`,
    );
    // CONNECT is not a proxy method here.
    await rawRequest(
      panel.port,
      `CONNECT ${other.host} HTTP/1.1\r\nHost: ${other.host}\r\nConnection: close\r\n\r\n`,
    ).catch(() => undefined);
    assert.deepEqual(other.received, [], 'the other host received requests');
  });

  test('a body too large for the API is refused by the panel before it is sent', async () => {
    const started = Date.now();
    const answer = await rawRequest(
      panel.port,
      `POST /api/v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${panel.port}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 209715200\r\n\r\n',
      { timeoutMs: 10_000 },
    );
    assert.equal(answer.status, 413, answer.raw.slice(0, 300));
    assert.equal(JSON.parse(answer.body).message, 'Payload Too Large');
    assert.ok(Date.now() - started < 5_000, 'the answer waited for the body');
  });

  test('only /api/v1/… is forwarded: the API docs are not reachable through the panel', async () => {
    const docs = await fetch(`${panel.url}/api/docs/json`);
    const text = await docs.text();
    assert.ok(!text.includes('"openapi"'), 'the panel forwarded /api/docs');
    const v1 = await fetch(`${panel.url}/api/v1/remotes`);
    assert.equal(v1.status, 200);
  });
});

describe('nothing outside a root is served', () => {
  // A sibling of the release store's folder whose name starts with the root's
  // (the `startsWith` bug of the old server), and a file beside the host's build.
  const sibling = `${path.join(stack.dataDir, 'releases')}-sibling`;
  const SECRET = 'sibling-secret-7f3a';
  before(() => {
    fs.mkdirSync(sibling, { recursive: true });
    fs.writeFileSync(path.join(sibling, 'index.html'), SECRET);
  });
  after(async () => {
    fs.rmSync(sibling, { recursive: true, force: true });
    await assertAllAnswer();
  });

  const spellings = (file) => [
    `/../${file}`,
    `/..%2F${file}`,
    `/..%2f${file}`,
    `/%2e%2e/${file}`,
    `/%2E%2E%2F${file}`,
    `/..%5C${file}`,
    `/..\\${file}`,
    `/%252e%252e%252f${file}`,
    `/js/../../${file}`,
    `/js/..%2F..%2F${file}`,
    `/.%2e/${file}`,
    `/..;/${file}`,
    `/%c0%ae%c0%ae/${file}`,
  ];

  test('the release store does not serve its sibling folder', async () => {
    for (const target of spellings('releases-sibling/index.html')) {
      const answer = await rawGet(releases.port, target);
      assert.ok(!answer.body.includes(SECRET), `GET ${target} served the sibling`);
      assert.ok(answer.status >= 400, `GET ${target} answered ${answer.status}`);
    }
  });

  test('the panel and the sections do not serve files beside their build', async () => {
    for (const target of [panel, ...sections]) {
      for (const candidate of [
        'package.json',
        'src/index.ts',
        '../package.json',
        '../pnpm-lock.yaml',
      ]) {
        for (const path_ of spellings(candidate)) {
          const answer = await rawGet(target.port, path_);
          assert.ok(
            !answer.body.includes('"dependencies"') &&
              !answer.body.includes('lockfileVersion') &&
              !answer.body.includes('import '),
            `${target.name} GET ${path_} served a file outside its root`,
          );
        }
      }
    }
  });

  test('dot files of a build (.build-stamp) are not served', async () => {
    const answer = await rawGet(panel.port, '/.build-stamp');
    assert.equal(answer.status, 404);
  });
});
