// NUL characters and broken UTF-16 surrogates, sent every way a client can:
// a JSON body (anonymous and signed in), a query string, a URL parameter, a
// multipart field, directly and through the panel's proxy. Each is a 422 at
// the field, never a 500 (PostgreSQL cannot store a NUL) and never stored
// (SQLite could, and the data would then not move to PostgreSQL).
// SECURITY_DATABASE_URL runs the whole suite on PostgreSQL (security/README.md).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, apiV1, assertAllAnswer, panel, signIn } from '../support/stack.mjs';

after(assertAllAnswer);

const MESSAGE =
  'The value contains a character that is not allowed (a NUL character or a broken Unicode surrogate).';
/** JSON text as a client writes it: `\u0000` and a lone `\ud800` are valid JSON escapes. */
const NUL = 'a\u0000b';
const SURROGATE = 'x\ud800';

let token;
before(async () => {
  token = await signIn('admin@colophon.test');
});

const assertRefused = ({ status, json, text }, field, what) => {
  assert.equal(status, 422, `${what}: ${status} ${text.slice(0, 200)}`);
  assert.deepEqual(json.errors[field], [MESSAGE], `${what}: ${text.slice(0, 200)}`);
};

for (const via of [undefined, panel.url]) {
  const where = via ? 'through the panel' : 'directly';

  test(`the anonymous load-error report, ${where}`, async () => {
    for (const text of [NUL, SURROGATE]) {
      const body = { section: 'journals', version: '1.0.0', entry: 'http://x/e.js', message: text };
      assertRefused(await api('POST', '/remotes/errors', { body, via }), 'message', text);
    }
  });

  test(`searches and CSV exports, ${where}`, async () => {
    for (const path of [
      '/users?search=%00',
      '/users/export.csv?search=a%00',
      '/journals?search=%00',
      '/journals/export.csv?search=%00',
      '/manuscripts/export.csv?search=%00',
      '/categories?search=%00',
      '/tags?search=%00',
      '/outbox?search=%00',
    ]) {
      assertRefused(await api('GET', path, { token, via }), 'search', path);
    }
  });

  test(`writes of a signed-in editor, ${where}`, async () => {
    for (const text of [NUL, SURROGATE]) {
      const name = `Tag ${text}`;
      assertRefused(await api('POST', '/tags', { token, via, body: { name } }), 'name', text);
      const category = { name: `Category ${text}` };
      assertRefused(await api('POST', '/categories', { token, via, body: category }), 'name', text);
    }
    // Nothing of it was stored.
    const tags = await api('GET', '/tags?per_page=100', { token, via });
    assert.ok(!tags.text.includes('\\u0000') && !/\\ud800/i.test(tags.text), tags.text);
  });

  test(`a URL parameter, ${where}`, async () => {
    const answer = await api('GET', '/remotes/a%00b/health', { token, via });
    // The panel's proxy refuses a NUL in a path itself (404), before the API sees it.
    if (via) assert.ok(answer.status >= 400 && answer.status < 500, `${answer.status}`);
    else assertRefused(answer, 'section', 'section parameter');
  });
}

test('a multipart text field', async () => {
  const journals = await api('GET', '/journals?per_page=1', { token });
  const journal = journals.json.data[0].id;
  const form = new FormData();
  form.set('title', `A title ${NUL}`);
  form.set('abstract', 'An abstract long enough to pass.');
  const response = await fetch(`${apiV1}/journals/${journal}/manuscripts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  assert.equal(response.status, 422, text);
  assert.deepEqual(JSON.parse(text).errors.title, [MESSAGE]);
});
