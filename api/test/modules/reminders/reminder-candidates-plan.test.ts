// The scheduled job's page of invitations is found through the index that
// starts with their status (migration 0034): otherwise SQLite found it through
// the manuscripts under review and sorted every match first, 1.2 s a page at
// 10^6 manuscripts on the API's one thread. On PostgreSQL the index exists; its
// planner picks plans by the data's statistics, which an empty test schema lacks.
import { CompiledQuery, sql } from 'kysely';
import { dialectName } from '../../../src/db/portable';
import { invitationCandidatesQuery } from '../../../src/modules/reminders/reminders.repository';
import { buildTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const INDEX = 'review_invitations_status_id_index';

it('reads the page of invitations due a reminder through their status index', async () => {
  if (dialectName(t.db) === 'postgres') {
    const found = await sql<{ indexdef: string }>`select indexdef from pg_indexes
      where indexname = ${INDEX} and schemaname = current_schema()`.execute(t.db);
    expect(found.rows[0]?.indexdef).toMatch(/\(status, id\)/);
    return;
  }
  const filters = [
    { kind: 'invitationReminder', statuses: ['invited'], changedUntil: 'z', single: true },
    { kind: 'reviewOverdue', statuses: ['invited', 'accepted'], dueUntil: 'z', single: false },
  ] as const;
  for (const filter of filters) {
    const query = invitationCandidatesQuery(t.db, filter, 0).compile();
    const plan = await t.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    const first = plan.rows[0]?.detail ?? '';
    expect(first).toContain(`SEARCH i USING INDEX ${INDEX}`);
  }
});
