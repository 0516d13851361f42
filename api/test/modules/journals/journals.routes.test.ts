// /journals: list, detail, create, update, delete, a journal's manuscripts, CSV export.
import { JOURNAL_DEFAULTS } from '@colophon/shared/contracts';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import {
  api,
  createManuscript,
  insertJournal,
  tokenOf,
  withTempDataDir,
} from '../manuscripts/helpers/content';

withTempDataDir();
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = t.authHeader(await tokenOf(t, 'admin'));
});
afterAll(async () => t.close());

const validJournal = {
  title: 'Journal of Testing',
  description: 'Everything about tests.',
  issn: '1234-5678',
  e_issn: '8765-432X',
  website_url: 'https://testing.example.org',
  contact_email: 'editor@testing.example.org',
  subject_areas: ['Software', 'Quality'],
  impact_factor: 2.5,
  h_index: 12,
  submission_fee: 0,
  admin_notes: 'internal only',
};

async function createJournal(body: object = validJournal) {
  const res = await t.app.inject({
    method: 'POST',
    url: api('/journals'),
    headers: admin,
    payload: body,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number } & Record<string, unknown>;
}

describe('POST journals', () => {
  it('creates a journal with the spec defaults and answers 201', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api('/journals'),
      headers: admin,
      payload: { title: 'Defaults', description: 'Uses defaults' },
    });
    expect(res.statusCode).toBe(201);
    const { message, data } = res.json();
    expect(message).toBe('Journal created successfully');
    expect(data).toMatchObject({
      title: 'Defaults',
      name: 'Defaults',
      publication_frequency: JOURNAL_DEFAULTS.publication_frequency,
      is_active: true,
      is_peer_reviewed: true,
      peer_review_type: 'double_blind',
      status: 'active',
      languages: ['en'],
      manuscripts_count: 0,
      categories: [],
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'journal')
      .where('entity_id', '=', data.id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['created']);
  });

  it('stores every field, lists as arrays and links categories', async () => {
    const now = new Date().toISOString();
    const category = await t.db
      .insertInto('categories')
      .values({ name: 'Physics', slug: 'physics-j', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const data = await createJournal({ ...validJournal, category_ids: [category.id] });
    expect(data).toMatchObject({ ...validJournal, category_ids: [category.id] });
    expect(data.categories).toEqual([{ id: category.id, name: 'Physics', slug: 'physics-j' }]);
  });

  it.each([
    ['title', { title: '' }, 'Journal title is required'],
    ['title', { title: undefined }, 'Journal title is required'],
    ['description', { description: '  ' }, 'Journal description is required'],
    ['issn', { issn: '12345678' }, 'Invalid ISSN format (e.g., 1234-5678)'],
    ['e_issn', { e_issn: 'abcd-efgh' }, 'Invalid E-ISSN format (e.g., 1234-5678)'],
    [
      'website_url',
      { website_url: 'ftp://x.org' },
      'Invalid URL format (must start with http:// or https://)',
    ],
    [
      'logo_url',
      { logo_url: 'logo.png' },
      'Invalid URL format (must start with http:// or https://)',
    ],
    [
      'cover_image_url',
      { cover_image_url: 'javascript:alert(1)' },
      'Invalid URL format (must start with http:// or https://)',
    ],
    ['contact_email', { contact_email: 'not-an-email' }, 'Invalid email format'],
    ['h_index', { h_index: 2.5 }, 'The h index must be an integer'],
    [
      'publication_frequency',
      { publication_frequency: 'weekly' },
      'The publication frequency must be one of monthly, quarterly, biannual, annual',
    ],
    [
      'status',
      { status: 'closed' },
      'The status must be one of active, inactive, under_review, suspended',
    ],
    ['title', { title: 'x'.repeat(256) }, 'The title may not be greater than 255 characters'],
  ])('422 on %s (case %#)', async (field, patch, message) => {
    const before = await t.db.selectFrom('journals').select('id').execute();
    const res = await t.app.inject({
      method: 'POST',
      url: api('/journals'),
      headers: admin,
      payload: { ...validJournal, ...patch },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
    expect(await t.db.selectFrom('journals').select('id').execute()).toHaveLength(before.length);
  });

  it('422 when a category does not exist, and nothing is written', async () => {
    const count = (await t.db.selectFrom('journals').select('id').execute()).length;
    const res = await t.app.inject({
      method: 'POST',
      url: api('/journals'),
      headers: admin,
      payload: { ...validJournal, category_ids: [999_999] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.category_ids[0]).toMatch(/do not exist: 999999/);
    expect(await t.db.selectFrom('journals').select('id').execute()).toHaveLength(count);
  });
});

describe('GET journals', () => {
  beforeAll(async () => {
    for (let i = 0; i < 12; i++)
      await insertJournal(t, { title: `Paging Journal ${String(i).padStart(2, '0')}` });
    await insertJournal(t, { title: 'Paging Inactive', is_active: false, status: 'inactive' });
  });

  it('pages with meta (10 per page by default, per_page capped at 100)', async () => {
    const token = t.authHeader(await tokenOf(t, 'author'));
    const first = await t.app.inject({
      method: 'GET',
      url: api('/journals?search=paging'),
      headers: token,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().meta).toEqual({ current_page: 1, per_page: 10, last_page: 2, total: 13 });
    expect(first.json().data).toHaveLength(10);
    const second = await t.app.inject({
      method: 'GET',
      url: api('/journals?search=paging&page=2&per_page=10'),
      headers: token,
    });
    expect(second.json().data).toHaveLength(3);
    const capped = await t.app.inject({
      method: 'GET',
      url: api('/journals?per_page=1000'),
      headers: token,
    });
    expect(capped.json().meta.per_page).toBe(100);
  });

  it('filters by status and is_active, searches case-insensitively', async () => {
    const token = t.authHeader(await tokenOf(t, 'reviewer'));
    const inactive = await t.app.inject({
      method: 'GET',
      url: api('/journals?is_active=false'),
      headers: token,
    });
    expect(inactive.json().data.map((j: { title: string }) => j.title)).toEqual([
      'Paging Inactive',
    ]);
    const byStatus = await t.app.inject({
      method: 'GET',
      url: api('/journals?status=inactive'),
      headers: token,
    });
    expect(byStatus.json().meta.total).toBe(1);
    const search = await t.app.inject({
      method: 'GET',
      url: api('/journals?search=JOURNAL%2007'),
      headers: token,
    });
    expect(search.json().data.map((j: { title: string }) => j.title)).toEqual([
      'Paging Journal 07',
    ]);
    const literal = await t.app.inject({
      method: 'GET',
      url: api('/journals?search=%25'),
      headers: token,
    });
    expect(literal.json().meta.total).toBe(0);
  });

  it('422 for invalid filters', async () => {
    const token = t.authHeader(await tokenOf(t, 'author'));
    const res = await t.app.inject({
      method: 'GET',
      url: api('/journals?status=nope&is_active=maybe'),
      headers: token,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['is_active', 'status']);
  });
});

describe('GET journals/{id}', () => {
  it('shows admin notes to staff only', async () => {
    const { id } = await createJournal();
    for (const [role, notes] of [
      ['admin', 'internal only'],
      ['associate-editor', 'internal only'],
      ['author', null],
      ['reviewer', null],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: api(`/journals/${id}`),
        headers: t.authHeader(await tokenOf(t, role)),
      });
      expect(res.statusCode).toBe(200);
      expect({ role, notes: res.json().data.admin_notes }).toEqual({ role, notes });
    }
  });

  it.each(['999999', 'abc', '0', '-1', '1.5'])('404 Journal not found for id %s', async (id) => {
    const res = await t.app.inject({ method: 'GET', url: api(`/journals/${id}`), headers: admin });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Journal not found');
  });
});

describe('PUT journals/{id}', () => {
  it('updates only the given fields and audits before/after', async () => {
    const { id } = await createJournal();
    const res = await t.app.inject({
      method: 'PUT',
      url: api(`/journals/${id}`),
      headers: admin,
      payload: { title: 'Renamed', keywords: ['a', 'b'], issn: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Journal updated successfully');
    expect(res.json().data).toMatchObject({
      title: 'Renamed',
      keywords: ['a', 'b'],
      issn: null,
      description: validJournal.description,
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('entity', '=', 'journal')
      .where('entity_id', '=', id)
      .where('action', '=', 'updated')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before!).title).toBe('Journal of Testing');
    expect(JSON.parse(audit.after!).title).toBe('Renamed');
  });

  it('422 on invalid values, 404 on unknown journal', async () => {
    const { id } = await createJournal();
    const bad = await t.app.inject({
      method: 'PUT',
      url: api(`/journals/${id}`),
      headers: admin,
      payload: { title: '', contact_email: 'x' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      title: ['Journal title is required'],
      contact_email: ['Invalid email format'],
    });
    const missing = await t.app.inject({
      method: 'PUT',
      url: api('/journals/999999'),
      headers: admin,
      payload: { title: 'x' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('DELETE journals/{id}', () => {
  it('deletes a journal without manuscripts', async () => {
    const { id } = await createJournal();
    const res = await t.app.inject({
      method: 'DELETE',
      url: api(`/journals/${id}`),
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Journal deleted successfully');
    const again = await t.app.inject({
      method: 'GET',
      url: api(`/journals/${id}`),
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
  });

  it('409 with a clear message while manuscripts belong to it', async () => {
    const id = await insertJournal(t);
    await createManuscript(t, await tokenOf(t, 'author'), id);
    const res = await t.app.inject({
      method: 'DELETE',
      url: api(`/journals/${id}`),
      headers: admin,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Cannot delete a journal that has manuscripts. Deactivate it instead.',
    );
    const detail = await t.app.inject({
      method: 'GET',
      url: api(`/journals/${id}`),
      headers: admin,
    });
    expect(detail.json().data.manuscripts_count).toBe(1);
  });
});

describe('GET journals/{id}/manuscripts', () => {
  it("lists the journal's manuscripts the reader may see", async () => {
    const id = await insertJournal(t);
    const author = await tokenOf(t, 'author');
    const other = await t.createUser({ roles: ['author'] });
    const mine = await createManuscript(t, author, id);
    await createManuscript(t, await t.tokenForUser(other.id), id);
    const asAuthor = await t.app.inject({
      method: 'GET',
      url: api(`/journals/${id}/manuscripts`),
      headers: t.authHeader(author),
    });
    expect(asAuthor.json().data.map((m: { id: number }) => m.id)).toEqual([mine]);
    const asEditor = await t.app.inject({
      method: 'GET',
      url: api(`/journals/${id}/manuscripts`),
      headers: t.authHeader(await tokenOf(t, 'editor-in-chief')),
    });
    expect(asEditor.json().meta).toMatchObject({ total: 2, total_capped: false });
    const missing = await t.app.inject({
      method: 'GET',
      url: api('/journals/999999/manuscripts'),
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Journal not found');
  });
});

describe('GET journals/export.csv', () => {
  it('streams every row of the filter as CSV, quoted and formula-safe', async () => {
    await insertJournal(t, { title: 'Export, "quoted"' });
    await insertJournal(t, { title: '=HYPERLINK("x")' });
    await insertJournal(t, { title: 'Export inactive', is_active: false });
    const res = await t.app.inject({
      method: 'GET',
      url: api('/journals/export.csv?is_active=true'),
      headers: t.authHeader(await tokenOf(t, 'editor-in-chief')),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="journals.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^id,title,abbreviation,issn/);
    expect(res.body).toContain('"Export, ""quoted"""');
    expect(res.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(res.body).not.toContain('Export inactive');
    const active = await t.db
      .selectFrom('journals')
      .select('id')
      .where('is_active', '=', true)
      .execute();
    expect(lines).toHaveLength(active.length + 1);
  });
});
