// Anonymous load-error reports cannot inflate the release
// screen's counts: a client reporting again and again counts once.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { api, assertAllAnswer, panel, signIn } from '../support/stack.mjs';

after(assertAllAnswer);

const version = `9.9.${Date.now() % 100000}`;

/** The release screen's load errors of `version` of the journals section. */
async function countOf(token) {
  const { status, json } = await api('GET', '/remotes/releases', { token });
  assert.equal(status, 200);
  const journals = json.data.find((row) => row.section === 'journals');
  return journals.errors.find((e) => e.version === version)?.count ?? 0;
}

test('fifty reports of one client, directly and through the panel, count once', async () => {
  const report = { section: 'journals', version, entry: 'http://x/mf-manifest.json', message: 'x' };
  for (let i = 0; i < 25; i += 1) {
    for (const via of [undefined, panel.url]) {
      const { status } = await api('POST', '/remotes/errors', {
        body: report,
        via,
        headers: { 'user-agent': 'one-browser' },
      });
      // Bounded per IP as well: past the limit the reports are refused.
      assert.ok(status === 202 || status === 429, `${status}`);
    }
  }
  const token = await signIn('admin@colophon.test');
  assert.equal(await countOf(token), 1);
  // A client-sent X-Forwarded-For does not make it another client.
  await api('POST', '/remotes/errors', {
    body: report,
    via: panel.url,
    headers: { 'user-agent': 'one-browser', 'x-forwarded-for': '203.0.113.9' },
  });
  assert.equal(await countOf(token), 1);
});
