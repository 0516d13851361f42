// /manuscripts: who sees what (no IDOR) and who may export the list.
import type { TestApp } from '../../helpers/test-app';
import { api, assignReviewer, createManuscript, tokenOf } from './helpers/content';
import { getAs, idsOf, manuscriptRoutesSuite } from './helpers/routes-suite';

const suite = manuscriptRoutesSuite();
let t: TestApp;
let journal: number;
let author: string;
let mine: number;
let theirs: number;
beforeAll(() => {
  ({ t, journal, author, mine, theirs } = suite);
});

const get = (url: string, token: string) => getAs(t, url, token);
const ids = idsOf;

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
