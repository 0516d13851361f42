// GET users/export.csv: the list's filters as a streamed CSV, admins only.
import { buildTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = t.authHeader(await t.tokenFor('admin'));
});
afterAll(async () => t.close());

const exportCsv = (query = '', headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'GET', url: `/api/v1/users/export.csv${query}`, headers });

/** Parses the body into rows of cells (RFC 4180 quoting, CRLF line ends). */
function parseCsv(body: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const text = body.replace(/^\uFEFF/, '');
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  return rows;
}

/** The CSV as objects keyed by the header. */
function records(body: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(body);
  return rows.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i] ?? ''])));
}

describe('GET users/export.csv', () => {
  it('streams every user as CSV with roles, status and the profile columns', async () => {
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="users.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('\uFEFFid,name,email,status,email_verified_at,roles,')).toBe(true);

    const rows = records(res.body);
    const total = await t.db
      .selectFrom('users')
      .select('id')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(rows).toHaveLength(total.length);
    // The list's default order (newest first, ties by id), as the list shows it.
    expect(rows.map((r) => Number(r.id))).toEqual(total.map((u) => u.id));
    const reviewer = rows.find((r) => r.email === 'reviewer@test.local');
    expect(reviewer).toMatchObject({ name: t.users.reviewer.name, roles: 'reviewer' });
    expect(reviewer!.status).toBe('active');
    expect(res.body).not.toMatch(/password|argon/i);
  });

  it('filters by role, status and search like the list', async () => {
    const gone = await t.createUser({ roles: ['author'], name: 'Export Gone Person' });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/users/${gone.id}`, headers: admin }))
        .statusCode,
    ).toBe(200);

    const deleted = records((await exportCsv('?status=deleted')).body);
    expect(deleted.map((r) => Number(r.id))).toContain(gone.id);
    expect(deleted.every((r) => r.status === 'deleted' && r.deleted_at !== '')).toBe(true);

    const active = records((await exportCsv('?status=active')).body);
    expect(active.map((r) => Number(r.id))).not.toContain(gone.id);
    expect(active.every((r) => r.status === 'active' && r.deleted_at === '')).toBe(true);

    const editors = records((await exportCsv('?role=editor-in-chief')).body);
    expect(editors.map((r) => r.email)).toEqual(['editor-in-chief@test.local']);

    const found = records((await exportCsv('?search=export%20GONE')).body);
    expect(found.map((r) => Number(r.id))).toEqual([gone.id]);
    // The list's cache-busting parameter is tolerated here too.
    expect((await exportCsv('?status=all&_t=123')).statusCode).toBe(200);
  });

  it('quotes commas and quotes, neutralises formulas and writes the academic profile', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: admin,
      payload: {
        name: '=HYPERLINK("x"), "Esq"',
        email: 'csv-profile@example.org',
        password: 'secret1',
        roles: ['author', 'reviewer'],
        academic_profile: {
          title: 'Dr.',
          institution: 'Institute, of "Things"',
          city: 'Lahore',
          country: 'Pakistan',
          h_index: 7,
          citation_count: 120,
          research_areas: ['Ecology', 'Linguistics'],
        },
      },
    });
    expect(created.statusCode).toBe(201);
    const res = await exportCsv('?search=csv-profile');
    expect(res.body).toContain(`"'=HYPERLINK(""x""), ""Esq"""`);
    const [row] = records(res.body);
    expect(row).toMatchObject({
      name: `'=HYPERLINK("x"), "Esq"`,
      roles: 'reviewer; author',
      title: 'Dr.',
      institution: 'Institute, of "Things"',
      city: 'Lahore',
      country: 'Pakistan',
      h_index: '7',
      citation_count: '120',
      research_areas: 'Ecology; Linguistics',
      email_verified_at: '',
    });
  });

  it('writes only the header when nothing matches', async () => {
    const res = await exportCsv('?search=nobody-at-all-matches-this');
    expect(res.statusCode).toBe(200);
    expect(parseCsv(res.body)).toHaveLength(1);
  });

  it('is for admins and super-admins only, checked before the query', async () => {
    expect((await exportCsv('', {})).statusCode).toBe(401);
    for (const role of ['editor-in-chief', 'associate-editor', 'reviewer', 'author'] as const) {
      const res = await exportCsv('?status=zombie', t.authHeader(await t.tokenFor(role)));
      expect(res.statusCode).toBe(403);
    }
    const superAdmin = t.authHeader(await t.tokenFor('super-admin'));
    expect((await exportCsv('', superAdmin)).statusCode).toBe(200);
  });

  it('answers 422 for a bad filter', async () => {
    const res = await exportCsv('?status=zombie');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['status']);
  });

  it('is documented in the OpenAPI document with its filters', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const op = doc.paths['/api/v1/users/export.csv']?.get;
    expect(op).toBeDefined();
    expect(op.parameters.map((p: { name: string }) => p.name).sort()).toEqual(
      ['direction', 'role', 'search', 'sort', 'status'].sort(),
    );
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['401', '403', '422']));
  });
});
