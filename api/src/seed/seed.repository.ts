// SQL of the seed: bulk inserts, the few reads it builds on, and the index and
// statistics upkeep around a large load. Plain functions taking `db`.
import { type Insertable, sql } from 'kysely';
import type { Database } from '../db/database';
import { refreshStatistics, rowsFromJson } from '../db/dialect/bulk-load';
import { dropValueSamples } from '../db/sqlite-statistics';
import type { DB } from '../db/schema';

type Table = keyof DB & string;

/**
 * Inserts `rows` into `table` in one statement (none for no rows). The
 * manuscript generator builds loose records, hence the second row type.
 */
export async function insertRows<T extends Table>(
  db: Database,
  table: T,
  rows: Insertable<DB[T]>[] | Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  if (rows.length > 1) {
    // One JSON parameter for the whole batch, read back by the database as rows
    // (a million manuscripts: several times cheaper than binding thousands of
    // parameters per statement). Every row of a batch has the same keys.
    const keys = Object.keys(rows[0]!);
    const columns = sql.join(keys.map((c) => sql.ref(c)));
    const from = rowsFromJson(db, table, keys, JSON.stringify(rows));
    await sql`insert into ${sql.table(table)} (${columns}) ${from}`.execute(db);
    return;
  }
  await db
    .insertInto(table as 'manuscripts')
    .values(rows as never)
    .execute();
}

/** Inserts `rows` into a table with a serial id; their ids, in order. */
export async function insertReturningIds<T extends 'users' | 'categories' | 'journals'>(
  db: Database,
  table: T,
  rows: Insertable<DB[T]>[],
): Promise<number[]> {
  const inserted = await db
    .insertInto(table as 'users')
    .values(rows as never)
    .returning('id')
    .execute();
  return inserted.map((r) => r.id);
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/** When a manuscript last changed status (ISO text), or undefined on a database without any. */
export async function latestStatusChangeAt(db: Database): Promise<string | undefined> {
  const row = await db
    .selectFrom('manuscript_status_history')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .executeTakeFirst();
  return row?.at ?? undefined;
}

export const roleIds = (db: Database) => db.selectFrom('roles').select(['id', 'name']).execute();

export async function usersByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
}

export async function maxManuscriptId(db: Database): Promise<number> {
  const row = await db
    .selectFrom('manuscripts')
    .select(sql<number | null>`max(id)`.as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

/** The latest live registrations, newest first. */
export const latestRegistrations = (db: Database, limit: number) =>
  db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'created_at'])
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();

export type StatusChangeRow = {
  manuscript_id: number;
  from_status: string | null;
  to_status: string;
  user_id: number | null;
  created_at: string;
  title: string;
};

/** The latest manuscript status changes, newest first. */
export async function latestStatusChanges(db: Database, limit: number) {
  const { rows } = await sql<StatusChangeRow>`
    select h.manuscript_id, h.from_status, h.to_status, h.user_id, h.created_at, m.title
    from manuscript_status_history h join manuscripts m on m.id = h.manuscript_id
    order by h.id desc limit ${limit}`.execute(db);
  return rows;
}

/** Fresh statistics (and PostgreSQL's visibility map) so the planner uses the indexes well. */
export async function analyzeDatabase(db: Database): Promise<void> {
  await refreshStatistics(db);
  await dropValueSamples(db);
}

/** Each user's first act in the seeded content: a submission, a seat on a team, an invitation, a status change. */
export async function firstActs(db: Database): Promise<{ user_id: number; at: string }[]> {
  const [submitted, seated, invited, acted] = await Promise.all([
    db
      .selectFrom('manuscripts')
      .select((eb) => [eb.ref('submitter_id').as('user_id'), eb.fn.min('created_at').as('at')])
      .groupBy('submitter_id')
      .execute(),
    db
      .selectFrom('journal_editors')
      .select((eb) => [eb.ref('user_id').as('user_id'), eb.fn.min('created_at').as('at')])
      .groupBy('user_id')
      .execute(),
    db
      .selectFrom('review_invitations')
      .select((eb) => [eb.ref('reviewer_id').as('user_id'), eb.fn.min('created_at').as('at')])
      .groupBy('reviewer_id')
      .execute(),
    db
      .selectFrom('manuscript_status_history')
      .where('user_id', 'is not', null)
      .select((eb) => [eb.ref('user_id').as('user_id'), eb.fn.min('created_at').as('at')])
      .groupBy('user_id')
      .execute(),
  ]);
  const first = new Map<number, string>();
  for (const row of [...submitted, ...seated, ...invited, ...acted]) {
    const at = String(row.at);
    if (row.user_id !== null && (!first.has(row.user_id) || at < first.get(row.user_id)!))
      first.set(row.user_id, at);
  }
  return [...first].map(([user_id, at]) => ({ user_id, at }));
}

/** Moves a user's registration back to `at` when it was later. */
export async function registeredBy(db: Database, userId: number, at: string) {
  await db
    .updateTable('users')
    .set({ created_at: at })
    .where('id', '=', userId)
    .where('created_at', '>', at)
    .execute();
  await db
    .updateTable('user_roles')
    .set({ created_at: at })
    .where('user_id', '=', userId)
    .where('created_at', '>', at)
    .execute();
}
