// SQL of section health: the per-minute counts and vitals histograms (added
// to by every API process), their reads over a span of minutes, the rollout
// policies, a section's release history and the administrators to tell.
import { sql } from 'kysely';
import { ADMIN_ROLES } from '../../lib/roles';
import type { Database } from '../../db/database';
import type {
  SectionHealthMinutesTable,
  SectionVitalsMinutesTable,
} from '../../db/schema-section-health';
import { nowIso } from '../../db/portable';

export type MinuteCounts = SectionHealthMinutesTable;
export type VitalsCount = SectionVitalsMinutesTable;

export const COUNT_COLUMNS = [
  'sessions',
  'errored_sessions',
  'load_errors',
  'render_errors',
  'unhandled_errors',
  'api_calls',
  'api_failures',
] as const;
export type CountColumn = (typeof COUNT_COLUMNS)[number];
export type Counts = Record<CountColumn, number>;

/**
 * Adds the rows' counts to the minutes' rows (inserted when new). The same
 * statement on both databases: ON CONFLICT … DO UPDATE with the stored row
 * named by its table and the new one by `excluded`. One row per key in a call.
 */
export async function addMinuteCounts(db: Database, rows: MinuteCounts[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('section_health_minutes')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['section', 'version', 'channel', 'minute']).doUpdateSet((eb) => ({
        sessions: eb('section_health_minutes.sessions', '+', eb.ref('excluded.sessions')),
        errored_sessions: eb(
          'section_health_minutes.errored_sessions',
          '+',
          eb.ref('excluded.errored_sessions'),
        ),
        load_errors: eb('section_health_minutes.load_errors', '+', eb.ref('excluded.load_errors')),
        render_errors: eb(
          'section_health_minutes.render_errors',
          '+',
          eb.ref('excluded.render_errors'),
        ),
        unhandled_errors: eb(
          'section_health_minutes.unhandled_errors',
          '+',
          eb.ref('excluded.unhandled_errors'),
        ),
        api_calls: eb('section_health_minutes.api_calls', '+', eb.ref('excluded.api_calls')),
        api_failures: eb(
          'section_health_minutes.api_failures',
          '+',
          eb.ref('excluded.api_failures'),
        ),
      })),
    )
    .execute();
}

/** Adds to the vitals histograms' counts, as addMinuteCounts. */
export async function addVitals(db: Database, rows: VitalsCount[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('section_vitals_minutes')
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(['section', 'version', 'channel', 'minute', 'metric', 'bucket'])
        .doUpdateSet((eb) => ({
          n: eb('section_vitals_minutes.n', '+', eb.ref('excluded.n')),
        })),
    )
    .execute();
}

/** Deletes the minutes before `minute` (the retention); returns how many rows went. */
export async function deleteMinutesBefore(db: Database, minute: string): Promise<number> {
  const counts = await db
    .deleteFrom('section_health_minutes')
    .where('minute', '<', minute)
    .executeTakeFirst();
  const vitals = await db
    .deleteFrom('section_vitals_minutes')
    .where('minute', '<', minute)
    .executeTakeFirst();
  return Number(counts.numDeletedRows) + Number(vitals.numDeletedRows);
}

const sumOf = (column: CountColumn) => sql<number>`coalesce(sum(${sql.ref(column)}), 0)`.as(column);

export type CountsRow = Counts & { minute?: string; version: string; channel: string };

/** Minutes from `since` to `until`, both included ('YYYY-MM-DDTHH:MM'). */
export type MinuteSpan = { since: string; until: string };

/**
 * A section's counts over a span of minutes per version and channel — and
 * per minute with `byMinute`.
 */
export async function sumCounts(
  db: Database,
  section: string,
  span: MinuteSpan,
  byMinute: boolean,
): Promise<CountsRow[]> {
  let query = db
    .selectFrom('section_health_minutes')
    .select(['version', 'channel', ...COUNT_COLUMNS.map(sumOf)])
    .where('section', '=', section)
    .where('minute', '>=', span.since)
    .where('minute', '<=', span.until)
    .groupBy(['version', 'channel']);
  if (byMinute) query = query.select('minute').groupBy('minute');
  const rows = await query.execute();
  // PostgreSQL's sum() is a bigint, read as text.
  return rows.map((row) => ({
    ...row,
    ...Object.fromEntries(COUNT_COLUMNS.map((c) => [c, Number(row[c])])),
  })) as CountsRow[];
}

export type VitalsRow = {
  minute?: string;
  version: string;
  channel: string;
  metric: string;
  bucket: number;
  n: number;
};

/** A section's vitals histograms over a span, per version and channel (and minute). */
export async function sumVitals(
  db: Database,
  section: string,
  span: MinuteSpan,
  byMinute: boolean,
): Promise<VitalsRow[]> {
  let query = db
    .selectFrom('section_vitals_minutes')
    .select(['version', 'channel', 'metric', 'bucket', sql<number>`sum(n)`.as('n')])
    .where('section', '=', section)
    .where('minute', '>=', span.since)
    .where('minute', '<=', span.until)
    .groupBy(['version', 'channel', 'metric', 'bucket']);
  if (byMinute) query = query.select('minute').groupBy('minute');
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, bucket: Number(row.bucket), n: Number(row.n) }));
}

/** The section's stored policy (JSON), or undefined before an administrator sets one. */
export const findPolicy = async (db: Database, section: string) =>
  (
    await db
      .selectFrom('section_rollout_policies')
      .select('policy')
      .where('section', '=', section)
      .executeTakeFirst()
  )?.policy;

export async function savePolicy(
  db: Database,
  section: string,
  policy: string,
  actorId: number | null,
): Promise<void> {
  const row = { policy, updated_by: actorId, updated_at: nowIso() };
  await db
    .insertInto('section_rollout_policies')
    .values({ section, ...row })
    .onConflict((oc) => oc.column('section').doUpdateSet(row))
    .execute();
}

/** The audit entries of `entity` with one of `actions`, newest first, with the actor's name. */
export const findAuditEntries = (
  db: Database,
  entity: string,
  actions: readonly string[],
  limit: number,
) =>
  db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select(['a.id', 'a.action', 'a.after', 'a.created_at', 'u.name as actor'])
    .where('a.entity', '=', entity)
    .where('a.action', 'in', actions)
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();

/** Every administrator's id (admin, super-admin) whose account is not deleted. */
export async function activeAdminIds(db: Database): Promise<number[]> {
  const rows = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .innerJoin('users as u', 'u.id', 'ur.user_id')
    .select('u.id')
    .distinct()
    .where('r.name', 'in', ADMIN_ROLES)
    .where('u.deleted_at', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}
