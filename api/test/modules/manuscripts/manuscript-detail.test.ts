// The detail reads every relation in one statement (manuscript-detail.repository):
// each relation in its order, with its types (booleans, numbers), and every
// user it names, on both databases.
import { sessionCacheOf } from '../../../src/modules/auth/session-cache';
import type { TestApp } from '../../helpers/test-app';
import { tokenOf } from './helpers/content';
import { getAs, manuscriptRoutesSuite } from './helpers/routes-suite';

const suite = manuscriptRoutesSuite();
let t: TestApp;
const iso = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();

beforeAll(async () => {
  t = suite.t;
  const id = suite.mine;
  const author = t.users.author.id;
  const reviewer = t.users.reviewer.id;
  const editor = t.users['associate-editor'].id;
  await t.db.deleteFrom('manuscript_authors').where('manuscript_id', '=', id).execute();
  await t.db.deleteFrom('manuscript_revisions').where('manuscript_id', '=', id).execute();
  const person = (first: string, order: number, corresponding: boolean, userId: number | null) => ({
    manuscript_id: id,
    user_id: userId,
    first_name: first,
    last_name: 'Lovelace',
    email: `${first.toLowerCase()}@example.org`,
    institution: 'Analytical Society',
    department: null,
    orcid: null,
    is_corresponding: corresponding,
    author_order: order,
    contribution: null,
    created_at: iso(0),
  });
  // Inserted out of order: the detail orders them.
  await t.db
    .insertInto('manuscript_authors')
    .values([person('Second', 2, true, null), person('First', 1, false, author)])
    .execute();
  const revision = (version: number, current: boolean) => ({
    manuscript_id: id,
    version_number: version,
    file_path: `x/${version}.pdf`,
    original_name: `v${version}.pdf`,
    mime_type: 'application/pdf',
    file_size: 1000 + version,
    is_current: current,
    changes_summary: version === 2 ? 'Tightened' : null,
    submitter_id: version === 2 ? editor : author,
    created_at: iso(version),
  });
  await t.db
    .insertInto('manuscript_revisions')
    .values([revision(1, false), revision(2, true)])
    .execute();
  await t.db
    .insertInto('reviews')
    .values({
      manuscript_id: id,
      user_id: reviewer,
      rating: 4,
      title: 'Fine',
      content: 'Sound.',
      is_verified: true,
      created_at: iso(3),
      updated_at: iso(3),
    })
    .execute();
  await t.db
    .insertInto('review_assignments')
    .values({ manuscript_id: id, reviewer_id: reviewer, assigned_by: null, created_at: iso(3) })
    .execute();
  await t.db
    .insertInto('manuscript_status_history')
    .values({
      manuscript_id: id,
      from_status: 'draft',
      to_status: 'submitted',
      notes: 'Sent',
      user_id: author,
      created_at: iso(4),
    })
    .execute();
  const tags = await t.db
    .insertInto('tags')
    .values(
      ['Zoology', 'astronomy'].map((name) => ({
        name,
        slug: name.toLowerCase(),
        name_key: name.toLowerCase(),
        description: null,
        color: '#112233',
        created_at: iso(0),
        updated_at: iso(0),
      })),
    )
    .returning('id')
    .execute();
  await t.db
    .insertInto('manuscript_tags')
    .values(tags.map((tag) => ({ manuscript_id: id, tag_id: tag.id })))
    .execute();
  await t.db
    .updateTable('manuscripts')
    .set({ handling_editor_id: editor })
    .where('id', '=', id)
    .execute();
});

it('shows every relation in order, typed, with the users it names', async () => {
  const res = await getAs(t, `/manuscripts/${suite.mine}`, await tokenOf(t, 'editor-in-chief'));
  expect(res.statusCode).toBe(200);
  const detail = res.json().data;
  const names = (id: number) => Object.values(t.users).find((u) => u.id === id)!.name;
  expect(detail.authors.map((a: { name: string }) => a.name)).toEqual([
    'First Lovelace',
    'Second Lovelace',
  ]);
  expect(detail.authors[0]).toMatchObject({
    user: { id: t.users.author.id, name: names(t.users.author.id) },
    is_corresponding: false,
    author_order: 1,
  });
  expect(detail.authors[1]).toMatchObject({ user: null, is_corresponding: true });
  expect(detail.corresponding_author).toEqual({
    name: 'Second Lovelace',
    email: 'second@example.org',
  });
  expect(
    detail.revisions.map((r: Record<string, unknown>) => [
      r.version_number,
      r.is_current,
      r.file_size,
      (r.submitter as { id: number }).id,
    ]),
  ).toEqual([
    [2, true, 1002, t.users['associate-editor'].id],
    [1, false, 1001, t.users.author.id],
  ]);
  expect(detail.reviews).toEqual([
    expect.objectContaining({
      rating: 4,
      is_verified: true,
      user: { id: t.users.reviewer.id, name: names(t.users.reviewer.id) },
    }),
  ]);
  expect(detail.reviewers).toEqual([{ id: t.users.reviewer.id, name: names(t.users.reviewer.id) }]);
  expect(detail.status_history.at(-1)).toMatchObject({
    to_status: 'submitted',
    notes: 'Sent',
    user: { id: t.users.author.id },
  });
  expect(detail.tags.map((tag: { name: string }) => tag.name)).toEqual(['astronomy', 'Zoology']);
  expect(detail.handling_editor).toEqual({
    id: t.users['associate-editor'].id,
    name: names(t.users['associate-editor'].id),
  });
  expect(detail.journal).toMatchObject({ id: suite.journal });
});

it('hides reviewers and authors from a reviewer of a double-blind journal', async () => {
  const res = await getAs(t, `/manuscripts/${suite.mine}`, await tokenOf(t, 'reviewer'));
  expect(res.statusCode).toBe(200);
  const detail = res.json().data;
  expect(detail.authors).toEqual([]);
  expect(detail.reviewers).toEqual([]);
  expect(detail.submitter).toBeNull();
});

it('reads the manuscript, the reader’s ties and every relation in one statement', async () => {
  const reader = await t.createUser({ roles: ['editor-in-chief'] });
  const token = await t.tokenForUser(reader.id);
  // The session is read, then kept (PostgreSQL: once the LISTEN connection is up); this
  // reader has not read the manuscript yet (manuscript-detail-cache keeps it after).
  const sessions = sessionCacheOf(t.db)!.counts;
  for (let attempt = 0; ; attempt++) {
    const hits = sessions.hits;
    expect((await getAs(t, '/auth/me', token)).statusCode).toBe(200);
    if (sessions.hits > hits) break;
    if (attempt === 100) throw new Error('the session was never kept');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const executor = t.db.getExecutor();
  const run = jest.spyOn(executor, 'executeQuery');
  try {
    const res = await getAs(t, `/manuscripts/${suite.mine}`, token);
    expect(res.statusCode).toBe(200);
    expect(run.mock.calls.map(([query]) => query.sql.slice(0, 40))).toHaveLength(1);
  } finally {
    run.mockRestore();
  }
});
