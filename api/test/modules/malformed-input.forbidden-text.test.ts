// Text no column may hold — a NUL, a UTF-16 surrogate without its partner — is
// refused with a 422 at the field by every route, wherever it is sent: the
// JSON body, the query string, a URL parameter, a header, a multipart field.
// On PostgreSQL these requests used to fail inside the query (500); on SQLite
// the NUL was stored. The sweep reads every operation from the OpenAPI
// document, so a new route is covered without editing this file.
import {
  insertJournal,
  manuscriptFields,
  postManuscript,
  withTempDataDir,
} from './manuscripts/helpers/content';
import { pdfBytes } from './manuscripts/helpers/files';
import { buildTestApp, type TestApp } from '../helpers/test-app';

const MESSAGE =
  'The value contains a character that is not allowed (a NUL character or a broken Unicode surrogate).';
const FORBIDDEN = ['a\u0000b', '\ud800', 'x\udfff', 'end\ud83d'];

// Uploads are staged in a data folder of this file's own.
withTempDataDir();

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  headers = t.authHeader(await t.tokenFor('super-admin'));
});
afterAll(async () => t.close());

type Parameter = { name: string; in: string };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};
type Request = { method: string; url: string; payload?: unknown; field: string; label: string };

/** One request per query parameter, path parameter and JSON body field of every operation. */
async function sweepRequests(): Promise<Request[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  const requests: Request[] = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    if (!template.startsWith('/api/v1/')) continue;
    for (const [method, op] of Object.entries(item)) {
      const params = op.parameters ?? [];
      const at = (name?: string) =>
        template.replace(/\{(\w+)\}/g, (_, p: string) => (p === name ? 'a%00b' : '1'));
      const label = `${method.toUpperCase()} ${template}`;
      for (const p of params.filter((x) => x.in === 'path')) {
        requests.push({ method, url: at(p.name), field: p.name, label: `${label} path ${p.name}` });
      }
      for (const p of params.filter((x) => x.in === 'query')) {
        const url = `${at()}?${encodeURIComponent(p.name)}=a%00b`;
        requests.push({ method, url, field: p.name, label: `${label} query ${p.name}` });
      }
      const properties = op.requestBody?.content['application/json']?.schema?.properties ?? {};
      Object.keys(properties).forEach((name, i) => {
        // Each body field, with each kind of forbidden text in turn.
        const payload = { [name]: FORBIDDEN[i % FORBIDDEN.length] };
        requests.push({ method, url: at(), payload, field: name, label: `${label} body ${name}` });
      });
    }
  }
  return requests;
}

it('every route answers 422 at the field for NUL and broken surrogates, never 5xx', async () => {
  const requests = await sweepRequests();
  // The document really was read: hundreds of operations' fields and parameters.
  expect(requests.length).toBeGreaterThan(200);
  const wrong: string[] = [];
  for (const request of requests) {
    const res = await t.app
      .inject({
        method: request.method as 'GET',
        url: request.url,
        headers,
        ...(request.payload ? { payload: request.payload as object } : {}),
      })
      // A streamed answer (a CSV export) that fails midway is destroyed, not answered.
      .catch((error: Error) => ({ statusCode: 0, body: error.message, json: () => ({}) }));
    const errors = res.statusCode === 422 ? res.json().errors : undefined;
    if (errors?.[request.field]?.[0] !== MESSAGE) {
      wrong.push(`${request.label}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
  }
  expect(wrong).toEqual([]);
});

describe('requests that reached the database with a NUL', () => {
  it('the anonymous load-error report stores nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/remotes/errors',
      payload: {
        section: 'journals',
        version: '1.0.0',
        entry: 'http://x/e.js',
        message: 'x\u0000',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: MESSAGE, errors: { message: [MESSAGE] } });
    const rows = await t.db
      .selectFrom('remote_load_errors' as never)
      .selectAll()
      .execute();
    expect(rows).toEqual([]);
  });

  it.each([
    '/api/v1/users?search=%00',
    '/api/v1/users/export.csv?search=a%00',
    '/api/v1/journals/export.csv?search=%00',
    '/api/v1/manuscripts/export.csv?search=%00',
    '/api/v1/manuscripts?search=x%00y',
    '/api/v1/search?q=%00',
  ])('%s is a 422 at the search field', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(422);
    const field = new URL(url, 'http://x').searchParams.keys().next().value!;
    expect(res.json().errors[field]).toEqual([MESSAGE]);
  });

  it.each(FORBIDDEN)(
    'an edit with %j changes no row, answered in the language asked',
    async (text) => {
      const user = await t.createUser({ roles: ['author'], name: 'Kept Name' });
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/users/${user.id}`,
        headers: { ...headers, 'accept-language': 'de' },
        payload: { name: `Ada ${text}` },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.name[0]).toMatch(/nicht erlaubtes Zeichen/);
      const row = await t.db
        .selectFrom('users')
        .select('name')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.name).toBe('Kept Name');
    },
  );

  it('a key of a nested body object is named without the character', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers,
      payload: { academic_profile: { ['bio\u0000']: 'x' } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      academic_profile: [MESSAGE],
      'academic_profile.bio': [MESSAGE],
    });
  });

  it('a header that reaches the database is refused', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users',
      headers: { ...headers, 'x-colophon-section': 'journals\u0000' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['x-colophon-section']).toEqual([MESSAGE]);
  });

  it('the refusal carries the security headers and CORS of every answer', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/journals?search=%00',
      headers: { ...headers, origin: 'http://localhost:4100' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:4100');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a multipart text field is refused and nothing is stored', async () => {
    const journal = await insertJournal(t);
    const author = await t.tokenFor('author');
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('manuscripts')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const res = await postManuscript(t, author, journal, manuscriptFields({ title: 'T\u0000' }), [
      { name: 'paper.pdf', content: pdfBytes(), type: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.title).toEqual([MESSAGE]);
    expect(await count()).toBe(before);
  });
});
