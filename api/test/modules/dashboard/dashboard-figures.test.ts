// The dashboard's figures read api-content's tables (journals, manuscripts).
import { buildTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function addJournal(isActive: boolean) {
  const now = new Date().toISOString();
  const row = await t.db
    .insertInto('journals')
    .values({
      title: `J ${Math.random()}`,
      description: 'd',
      is_active: isActive,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function addManuscript(journalId: number, status: string, updatedAt: string) {
  await t.db
    .insertInto('manuscripts')
    .values({
      journal_id: journalId,
      submitter_id: t.users.author.id,
      title: `M ${status}`,
      abstract: 'a',
      manuscript_type: 'research_article',
      status,
      created_at: updatedAt,
      updated_at: updatedAt,
    })
    .execute();
}

it('counts manuscripts, active journals, pending reviews and this month’s publications', async () => {
  const active = await addJournal(true);
  await addJournal(true);
  await addJournal(false);
  const now = new Date().toISOString();
  const lastYear = new Date(Date.now() - 400 * 86_400_000).toISOString();
  const statuses = [
    'draft',
    'submitted',
    'under_review',
    'under_review',
    'revised',
    'accepted',
    'published',
  ];
  for (const status of statuses) await addManuscript(active, status, now);
  await addManuscript(active, 'published', lastYear);

  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/dashboard',
    headers: t.authHeader(await t.tokenFor('admin')),
  });
  expect(res.statusCode).toBe(200);
  const { manuscripts_by_status, ...stats } = res.json().data.platform;
  expect(stats).toEqual({
    total_manuscripts: 8,
    active_journals: 2,
    pending_reviews: 4,
    published_this_month: 1,
    total_users: 6,
  });
  expect(manuscripts_by_status).toMatchObject({
    draft: 1,
    submitted: 1,
    under_review: 2,
    revised: 1,
    accepted: 1,
    published: 2,
    rejected: 0,
  });
});
