// The analytics dirty queue's triggers (migration 0030, docs/analytics.md):
// every new manuscript and every write to a manuscript's history, invitations, reviews, or to the
// manuscript's journal, editor or status marks the manuscript dirty in the
// same transaction, so no write path of the app has to remember analytics.
import { sql } from 'kysely';
import type { AnyKysely, DialectName } from './portable';

/** Tables whose rows carry `manuscript_id`: every insert, update and delete marks it. */
const CHILD_TABLES = ['manuscript_status_history', 'review_invitations', 'reviews'] as const;
/** The manuscripts' columns analytics reads. */
const MANUSCRIPT_COLUMNS = 'journal_id, handling_editor_id, status, submission_date, published_at';

function sqliteStatements(): string[] {
  const mark = (ref: string) =>
    `insert or ignore into analytics_dirty (manuscript_id) values (${ref});`;
  const statements: string[] = [];
  for (const table of CHILD_TABLES) {
    statements.push(
      `create trigger ${table}_analytics_ins after insert on ${table} begin ${mark('new.manuscript_id')} end`,
      `create trigger ${table}_analytics_upd after update on ${table} begin ${mark('old.manuscript_id')} ${mark('new.manuscript_id')} end`,
      `create trigger ${table}_analytics_del after delete on ${table} begin ${mark('old.manuscript_id')} end`,
    );
  }
  statements.push(
    `create trigger manuscripts_analytics_ins after insert on manuscripts begin ${mark('new.id')} end`,
    `create trigger manuscripts_analytics_upd after update of ${MANUSCRIPT_COLUMNS} on manuscripts begin ${mark('new.id')} end`,
    `create trigger manuscripts_analytics_del after delete on manuscripts begin ${mark('old.id')} end`,
  );
  return statements;
}

/**
 * PostgreSQL: the upsert UPDATEs an existing queue row instead of ignoring
 * it, so the writer holds that row's lock until it commits. A fold claims
 * rows with FOR UPDATE SKIP LOCKED: it cannot claim a manuscript while a
 * write to it is uncommitted (which would read the history without it and
 * then lose the mark), and a writer never waits for a fold that waits for it.
 */
function postgresStatements(): string[] {
  const upsert = (ref: string) =>
    `insert into analytics_dirty (manuscript_id) values (${ref})
       on conflict (manuscript_id) do update set manuscript_id = excluded.manuscript_id;`;
  const fn = (name: string, column: string) => `
    create or replace function ${name}() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then ${upsert(`old.${column}`)} end if;
      if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.${column} is distinct from old.${column}) then
        ${upsert(`new.${column}`)}
      end if;
      return null;
    end $$`;
  const statements = [
    fn('analytics_mark_child', 'manuscript_id'),
    fn('analytics_mark_manuscript', 'id'),
  ];
  for (const table of CHILD_TABLES)
    statements.push(
      `create trigger ${table}_analytics after insert or update or delete on ${table}
         for each row execute function analytics_mark_child()`,
    );
  statements.push(
    `create trigger manuscripts_analytics after insert or update of ${MANUSCRIPT_COLUMNS} or delete on manuscripts
       for each row execute function analytics_mark_manuscript()`,
  );
  return statements;
}

export async function createAnalyticsTriggers(db: AnyKysely, dialect: DialectName) {
  const statements = dialect === 'postgres' ? postgresStatements() : sqliteStatements();
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function dropAnalyticsTriggers(db: AnyKysely, dialect: DialectName) {
  if (dialect === 'postgres') {
    for (const table of [...CHILD_TABLES, 'manuscripts'])
      await sql.raw(`drop trigger if exists ${table}_analytics on ${table}`).execute(db);
    await sql.raw('drop function if exists analytics_mark_child()').execute(db);
    await sql.raw('drop function if exists analytics_mark_manuscript()').execute(db);
    return;
  }
  const names = [
    ...CHILD_TABLES.flatMap((t) => [
      `${t}_analytics_ins`,
      `${t}_analytics_upd`,
      `${t}_analytics_del`,
    ]),
    'manuscripts_analytics_ins',
    'manuscripts_analytics_upd',
    'manuscripts_analytics_del',
  ];
  for (const name of names) await sql.raw(`drop trigger if exists ${name}`).execute(db);
}
