// SQL of the dashboard. The content tables (journals, manuscripts) belong to
// api-content's migration; every figure is read defensively so a missing
// table or column yields 0 instead of failing the whole dashboard.
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { editedJournalIds } from '../journals';
import type { visibleIdsQuery } from '../manuscripts';

type Row = Record<string, unknown>;

async function safeRows(db: Database, query: ReturnType<typeof sql<Row>>): Promise<Row[]> {
  try {
    return (await query.execute(db)).rows;
  } catch {
    return [];
  }
}

async function safeCount(db: Database, query: ReturnType<typeof sql<Row>>): Promise<number> {
  const [row] = await safeRows(db, query);
  return Number(row?.total ?? 0) || 0;
}

export const countActiveJournals = (db: Database) =>
  safeCount(
    db,
    sql<Row>`select count(*) as total from journals where cast(is_active as integer) = 1`,
  );

/**
 * Published since `since`: by published_at when the table has it (manuscripts
 * published before it existed, or by the seed, fall back to updated_at), else
 * by updated_at.
 */
export async function countPublishedSince(db: Database, since: string): Promise<number> {
  const byPublishedAt = await safeRows(
    db,
    sql<Row>`select count(*) as total from manuscripts where status = 'published' and coalesce(published_at, updated_at) >= ${since}`,
  );
  if (byPublishedAt.length) return Number(byPublishedAt[0]?.total ?? 0) || 0;
  return safeCount(
    db,
    sql<Row>`select count(*) as total from manuscripts where status = 'published' and updated_at >= ${since}`,
  );
}

export async function manuscriptsByStatus(db: Database): Promise<Record<string, number>> {
  const rows = await safeRows(
    db,
    sql<Row>`select status, count(*) as total from manuscripts group by status`,
  );
  return Object.fromEntries(rows.map((r) => [String(r.status), Number(r.total) || 0]));
}

export async function countUsers(db: Database): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)`.as('total'))
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Whose audit entries a reader gets: everything, an editor's share, or one's own. */
export type AuditScope =
  | { kind: 'all' }
  /**
   * Journals, categories, one's own actions, and the manuscripts of the
   * journals one edits: what reviewers did on another journal's manuscript
   * would name them to an editor who may not know them (docs/visibility.md).
   */
  | { kind: 'content'; actorId: number; editedJournals: JournalIds }
  /** One's own actions and the status changes of one's own manuscripts. */
  | { kind: 'own'; actorId: number; ownManuscripts: OwnIds };

type OwnIds = ReturnType<typeof visibleIdsQuery>;
type JournalIds = ReturnType<typeof editedJournalIds>;

/** Latest audit entries in `scope` (sign-ins and sign-outs left out), newest first. */
export async function recentAudit(db: Database, limit: number, scope: AuditScope) {
  let query = db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    // An action on a manuscript that records no title of its own (an answered
    // invitation keeps only the invitation's id) is told with the manuscript's title.
    .leftJoin('manuscripts as am', (join) =>
      join.onRef('am.id', '=', 'a.entity_id').on('a.entity', '=', 'manuscript'),
    )
    .select([
      'am.title as manuscript_title',
      'a.id',
      'a.entity',
      'a.entity_id',
      'a.action',
      'a.before',
      'a.after',
      'a.created_at',
      'a.actor_id',
      'u.name as actor_name',
    ])
    .where('a.entity', '!=', 'session')
    .orderBy('a.id', 'desc')
    .limit(limit);
  if (scope.kind === 'content') {
    const { actorId, editedJournals } = scope;
    query = query.where((eb) =>
      eb.or([
        eb('a.entity', 'in', ['journal', 'category']),
        eb('a.actor_id', '=', actorId),
        eb.and([
          eb('a.entity', '=', 'manuscript'),
          eb(
            'a.entity_id',
            'in',
            eb
              .selectFrom('manuscripts as em')
              .select('em.id')
              .where((m) =>
                m.or([
                  m('em.journal_id', 'in', editedJournals),
                  m('em.handling_editor_id', '=', actorId),
                ]),
              ),
          ),
        ]),
      ]),
    );
  } else if (scope.kind === 'own') {
    const { actorId, ownManuscripts } = scope;
    query = query.where((eb) =>
      eb.or([
        eb('a.actor_id', '=', actorId),
        eb.and([
          eb('a.entity', '=', 'manuscript'),
          eb('a.action', '=', 'status_changed'),
          eb('a.entity_id', 'in', ownManuscripts),
        ]),
      ]),
    );
  }
  return query.execute();
}

/** Count per status of the manuscripts in `ids`. */
export async function statusCountsOf(db: Database, ids: OwnIds): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('manuscripts')
    .select(['status', sql<number>`count(*)`.as('total')])
    .where('id', 'in', ids)
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [String(r.status), Number(r.total) || 0]));
}

/** The manuscripts in `ids` with `status`, latest change first. */
export const manuscriptsWithStatus = (db: Database, ids: OwnIds, status: string, limit: number) =>
  db
    .selectFrom('manuscripts')
    .select(['id', 'title', 'status', 'updated_at'])
    .where('id', 'in', ids)
    .where('status', '=', status)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
