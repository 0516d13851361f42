// /manuscripts: who sees what (no IDOR), list filters and paging, edits,
// deletion, authors and the CSV export.
import { buildTestApp, type TestApp, type TestUser } from '../../helpers/test-app';
import {
  api,
  assignReviewer,
  createManuscript,
  forceStatus,
  insertJournal,
  tokenOf,
  withTempDataDir,
} from './helpers/content';

withTempDataDir();
let t: TestApp;
let journal: number;
let other: TestUser;
let otherToken: string;
let author: string;
let mine: number;
let theirs: number;
beforeAll(async () => {
  t = await buildTestApp();
  journal = await insertJournal(t);
  author = await tokenOf(t, 'author');
  other = await t.createUser({ roles: ['author'] });
  otherToken = await t.tokenForUser(other.id);
  mine = await createManuscript(t, author, journal, { title: 'Mine' });
  theirs = await createManuscript(t, otherToken, journal, { title: 'Theirs' });
});
afterAll(async () => t.close());

const get = async (url: string, token: string) =>
  t.app.inject({ method: 'GET', url: api(url), headers: t.authHeader(token) });
const ids = (res: { json(): { data: { id: number }[] } }) => res.json().data.map((m) => m.id);

describe('visibility', () => {
  it('an author sees only their own manuscripts; others answer 404 everywhere', async () => {
    expect(ids(await get('/manuscripts', author))).toEqual([mine]);
    const targets = [
      { method: 'GET' as const, url: `/manuscripts/${theirs}` },
      { method: 'PUT' as const, url: `/manuscripts/${theirs}`, payload: { title: 'Hacked' } },
      { method: 'DELETE' as const, url: `/manuscripts/${theirs}` },
      { method: 'POST' as const, url: `/manuscripts/${theirs}/submit` },
      {
        method: 'POST' as const,
        url: `/manuscripts/${theirs}/status`,
        payload: { status: 'withdrawn' },
      },
      { method: 'GET' as const, url: `/manuscripts/${theirs}/revisions` },
      { method: 'GET' as const, url: `/manuscripts/${theirs}/revisions/1/file` },
      { method: 'POST' as const, url: `/manuscripts/${theirs}/authors`, payload: { authors: [] } },
    ];
    for (const target of targets) {
      const res = await t.app.inject({
        ...target,
        url: api(target.url),
        headers: t.authHeader(author),
      });
      expect({ ...target, status: res.statusCode, message: res.json().message }).toEqual({
        ...target,
        status: 404,
        message: 'Manuscript not found',
      });
    }
    const row = await t.db
      .selectFrom('manuscripts')
      .select(['title', 'status'])
      .where('id', '=', theirs)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: 'Theirs', status: 'draft' });
  });

  it('a reviewer sees only assigned manuscripts', async () => {
    const reviewer = await tokenOf(t, 'reviewer');
    expect(ids(await get('/manuscripts', reviewer))).toEqual([]);
    expect((await get(`/manuscripts/${mine}`, reviewer)).statusCode).toBe(404);
    await assignReviewer(t, mine, t.users.reviewer.id);
    expect(ids(await get('/manuscripts', reviewer))).toEqual([mine]);
    expect((await get(`/manuscripts/${mine}`, reviewer)).statusCode).toBe(200);
    await t.db.deleteFrom('review_assignments').execute();
  });

  it.each(['admin', 'super-admin', 'editor-in-chief', 'associate-editor'] as const)(
    '%s sees every manuscript',
    async (role) => {
      const res = await get('/manuscripts', await tokenOf(t, role));
      expect(ids(res)).toEqual(expect.arrayContaining([mine, theirs]));
    },
  );

  it('my-manuscripts lists one’s own whatever the roles', async () => {
    const editor = await tokenOf(t, 'editor-in-chief');
    const editorsOwn = await createManuscript(t, editor, journal, { title: 'Editor paper' });
    expect(ids(await get('/manuscripts/user/my-manuscripts', editor))).toEqual([editorsOwn]);
    expect(ids(await get('/manuscripts/user/my-manuscripts', author))).toEqual([mine]);
    await t.db.deleteFrom('manuscripts').where('id', '=', editorsOwn).execute();
  });

  it('malformed ids answer 404 Manuscript not found', async () => {
    for (const id of ['abc', '0', '99999999999', '1e3']) {
      const res = await get(`/manuscripts/${id}`, author);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Manuscript not found');
    }
  });
});

describe('list filters and paging', () => {
  let editor: string;
  beforeAll(async () => {
    editor = await tokenOf(t, 'editor-in-chief');
    const second = await insertJournal(t);
    for (let i = 0; i < 12; i++) {
      const id = await createManuscript(t, author, i % 2 ? journal : second, {
        title: `Paged ${i}`,
        manuscript_type: i % 3 === 0 ? 'case_study' : 'review_article',
      });
      if (i < 4) await forceStatus(t, id, 'under_review');
    }
  });

  it('pages 10 by default, newest first, with capped-count meta', async () => {
    const res = await get('/manuscripts', editor);
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toEqual({
      current_page: 1,
      per_page: 10,
      last_page: 2,
      total: 14,
      total_capped: false,
    });
    const list = ids(res);
    expect(list).toEqual([...list].sort((a, b) => b - a));
    const page2 = await get('/manuscripts?page=2', editor);
    expect(page2.json().data).toHaveLength(4);
    expect(page2.json().meta.current_page).toBe(2);
  });

  it('filters by status, type (both type readings) and journal', async () => {
    expect((await get('/manuscripts?status=under_review', editor)).json().meta.total).toBe(4);
    expect((await get('/manuscripts?manuscript_type=case_study', editor)).json().meta.total).toBe(
      4,
    );
    expect(
      (await get('/manuscripts?manuscript_type=review_article&status=under_review', editor)).json()
        .meta.total,
    ).toBe(2);
    expect((await get(`/manuscripts?journal_id=${journal}`, editor)).json().meta.total).toBe(8);
    expect((await get('/manuscripts?status=&manuscript_type=', editor)).json().meta.total).toBe(14);
  });

  it('422 for unknown filter values', async () => {
    const res = await get('/manuscripts?status=lost&manuscript_type=novel&journal_id=x', editor);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'journal_id',
      'manuscript_type',
      'status',
    ]);
  });

  it('list items carry journal and corresponding author', async () => {
    const [first] = (await get('/manuscripts?per_page=1', editor)).json().data;
    expect(first).toMatchObject({
      journal: { id: expect.any(Number), title: expect.any(String) },
      corresponding_author: { name: 'Ada Lovelace0', email: 'ada0@example.org' },
      submitter: { id: t.users.author.id },
    });
  });
});

describe('PUT manuscripts/{id}', () => {
  const put = (id: number, token: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: api(`/manuscripts/${id}`),
      headers: t.authHeader(token),
      payload,
    });

  it('the author edits a draft: fields, keywords text, authors replaced', async () => {
    const id = await createManuscript(t, author, journal);
    const res = await put(id, author, {
      title: 'Better title',
      keywords: 'one, two',
      authors: [
        {
          first_name: 'Grace',
          last_name: 'Hopper',
          email: 'grace@example.org',
          institution: 'Navy',
          is_corresponding: true,
          author_order: 1,
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Manuscript updated successfully');
    expect(res.json().data).toMatchObject({ title: 'Better title', keywords: ['one', 'two'] });
    expect(res.json().data.authors.map((a: { name: string }) => a.name)).toEqual(['Grace Hopper']);
  });

  it('the author cannot edit once submitted (422 on status); an editor can', async () => {
    const id = await createManuscript(t, author, journal);
    await forceStatus(t, id, 'under_review');
    const refused = await put(id, author, { title: 'Late change' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.status).toEqual([
      'The manuscript can only be edited while it is a draft or a revision is requested.',
    ]);
    const editor = await put(id, await tokenOf(t, 'associate-editor'), { title: 'Editor change' });
    expect(editor.statusCode).toBe(200);
    await forceStatus(t, id, 'revision_requested');
    expect((await put(id, author, { title: 'Revised title' })).statusCode).toBe(200);
  });

  it('moves to another journal (counts follow); refuses a closed or unknown journal', async () => {
    const id = await createManuscript(t, author, journal);
    const target = await insertJournal(t);
    const closed = await insertJournal(t, { is_active: false });
    const count = async (j: number) =>
      (
        await t.db
          .selectFrom('journals')
          .select('manuscripts_count')
          .where('id', '=', j)
          .executeTakeFirstOrThrow()
      ).manuscripts_count;
    const before = await count(journal);
    expect((await put(id, author, { journal_id: target })).statusCode).toBe(200);
    expect([await count(journal), await count(target)]).toEqual([before - 1, 1]);
    const toClosed = await put(id, author, { journal_id: closed });
    expect(toClosed.statusCode).toBe(422);
    expect(toClosed.json().errors.journal_id).toEqual([
      'This journal does not accept new submissions.',
    ]);
    expect((await put(id, author, { journal_id: 999_999 })).statusCode).toBe(422);
  });

  it('validates with the contract messages', async () => {
    const res = await put(mine, author, { title: '', authors: [] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      title: ['Title is required'],
      authors: ['At least one author is required'],
    });
  });

  it.each(['admin', 'super-admin', 'reviewer'] as const)('%s may not edit (403)', async (role) => {
    if (role === 'reviewer') await assignReviewer(t, mine, t.users.reviewer.id);
    const res = await put(mine, await tokenOf(t, role), { title: 'x' });
    expect(res.statusCode).toBe(403);
    await t.db.deleteFrom('review_assignments').execute();
  });
});

describe('DELETE manuscripts/{id}', () => {
  const del = (id: number, token: string) =>
    t.app.inject({
      method: 'DELETE',
      url: api(`/manuscripts/${id}`),
      headers: t.authHeader(token),
    });

  it('the submitter deletes a draft but not a submitted manuscript', async () => {
    const draft = await createManuscript(t, author, journal);
    const res = await del(draft, author);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Manuscript deleted successfully');
    expect((await get(`/manuscripts/${draft}`, author)).statusCode).toBe(404);
    const submitted = await createManuscript(t, author, journal);
    await forceStatus(t, submitted, 'submitted');
    const refused = await del(submitted, author);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.status).toEqual([
      'Only a draft can be deleted; withdraw the manuscript instead.',
    ]);
  });

  it('staff delete any manuscript, with its relations and an audit entry', async () => {
    const id = await createManuscript(t, author, journal);
    await forceStatus(t, id, 'published');
    expect((await del(id, await tokenOf(t, 'admin'))).statusCode).toBe(200);
    expect(
      await t.db
        .selectFrom('manuscript_authors')
        .select('id')
        .where('manuscript_id', '=', id)
        .execute(),
    ).toEqual([]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'manuscript')
      .where('entity_id', '=', id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['created', 'deleted']);
  });

  it('a reviewer may not delete (403)', async () => {
    const id = await createManuscript(t, author, journal);
    await assignReviewer(t, id, t.users.reviewer.id);
    expect((await del(id, await tokenOf(t, 'reviewer'))).statusCode).toBe(403);
  });
});

describe('POST manuscripts/{id}/authors', () => {
  const post = (id: number, token: string, authors: object[]) =>
    t.app.inject({
      method: 'POST',
      url: api(`/manuscripts/${id}/authors`),
      headers: t.authHeader(token),
      payload: { authors },
    });

  it('adds accounts by user_id, updates matches instead of duplicating', async () => {
    const id = await createManuscript(t, author, journal);
    const colleague = await t.createUser({ roles: ['author'], name: 'Katherine Johnson' });
    const first = await post(id, author, [
      { user_id: colleague.id, is_corresponding: false, author_order: 2 },
    ]);
    expect(first.statusCode).toBe(200);
    expect(
      first
        .json()
        .data.map((a: { name: string; user_id: number | null; author_order: number }) => [
          a.name,
          a.user_id,
          a.author_order,
        ]),
    ).toEqual([
      ['Ada Lovelace0', null, 1],
      ['Katherine Johnson', colleague.id, 2],
    ]);
    const again = await post(id, author, [
      { user_id: colleague.id, is_corresponding: true, author_order: 3 },
    ]);
    expect(again.json().data).toHaveLength(2);
    expect(again.json().data[1]).toMatchObject({ author_order: 3, is_corresponding: true });
    // The linked colleague now sees the manuscript.
    expect((await get(`/manuscripts/${id}`, await t.tokenForUser(colleague.id))).statusCode).toBe(
      200,
    );
  });

  it('422 for an unknown user, missing fields, or no corresponding author left', async () => {
    const id = await createManuscript(t, author, journal);
    const unknown = await post(id, author, [{ user_id: 999_999, author_order: 1 }]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['authors.0.user_id']).toEqual([
      'The selected user does not exist.',
    ]);
    const missing = await post(id, author, [{ author_order: 1 }]);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors['authors.0.first_name']).toEqual([
      'Author first name is required',
    ]);
    const uncorresponding = await post(id, author, [
      {
        first_name: 'Ada',
        last_name: 'Lovelace0',
        email: 'ada0@example.org',
        institution: 'X',
        is_corresponding: false,
        author_order: 1,
      },
    ]);
    expect(uncorresponding.statusCode).toBe(422);
    expect(uncorresponding.json().errors.authors).toEqual([
      'At least one corresponding author is required',
    ]);
    const authors = await t.db
      .selectFrom('manuscript_authors')
      .select(['is_corresponding'])
      .where('manuscript_id', '=', id)
      .execute();
    expect(authors).toHaveLength(1);
  });
});

describe('GET manuscripts/export.csv', () => {
  it('staff get every row of the filter; others 403', async () => {
    const res = await get(
      '/manuscripts/export.csv?status=under_review',
      await tokenOf(t, 'associate-editor'),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const expected = await t.db
      .selectFrom('manuscripts')
      .select('id')
      .where('status', '=', 'under_review')
      .execute();
    expect(lines).toHaveLength(expected.length + 1);
    expect(lines.slice(1).every((l) => l.includes(',under_review,'))).toBe(true);
    expect((await get('/manuscripts/export.csv', author)).statusCode).toBe(403);
    expect((await get('/manuscripts/export.csv', await tokenOf(t, 'reviewer'))).statusCode).toBe(
      403,
    );
  });
});
