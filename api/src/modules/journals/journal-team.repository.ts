// SQL of journals' editorial teams. A member counts while their account is
// active and they still hold the platform role their team role needs; a role
// the team names nobody for falls back to every active holder of the platform
// role (docs/visibility.md, "Readers").
import { sql } from 'kysely';
import {
  JOURNAL_TEAM_ROLES,
  type JournalTeamInput,
  type JournalTeamRole,
  TEAM_ROLE_NEEDS,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { nowIso } from '../../db/portable';

type UserRef = { id: number; name: string; email: string };

/** `user` (a column holding a user id) is an active user holding `role`. */
const holdsRole = (user: string, role: string) =>
  sql<boolean>`exists (select 1 from user_roles hr
    inner join roles hrr on hrr.id = hr.role_id
    inner join users hu on hu.id = hr.user_id
    where hr.user_id = ${sql.ref(user)} and hrr.name = ${role} and hu.deleted_at is null)`;

/** A team row (alias `je`) counts: its member is active and holds the role the team role needs. */
const countsAsMember = sql<boolean>`(${sql.join(
  JOURNAL_TEAM_ROLES.map(
    (role) => sql`(je.role = ${role} and ${holdsRole('je.user_id', TEAM_ROLE_NEEDS[role])})`,
  ),
  sql` or `,
)})`;

/** The rows of the team that count, as a query. */
const effectiveMembers = (db: Database) =>
  db.selectFrom('journal_editors as je').where(countsAsMember);

/** GET journals/{id}/team: the members who count, by role, each by name. */
export async function teamMembers(
  db: Database,
  journalId: number,
): Promise<Record<JournalTeamRole, UserRef[]>> {
  const rows = await effectiveMembers(db)
    .innerJoin('users as u', 'u.id', 'je.user_id')
    .select(['je.role', 'u.id', 'u.name', 'u.email'])
    .where('je.journal_id', '=', journalId)
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
  const team: Record<JournalTeamRole, UserRef[]> = { editor_in_chief: [], associate_editor: [] };
  for (const { role, ...user } of rows) team[role as JournalTeamRole]?.push(user);
  return team;
}

/** Active users holding `role` (a platform role name), by name. */
const roleHolders = (db: Database, role: string) =>
  db
    .selectFrom('users as u')
    .select(['u.id', 'u.name', 'u.email'])
    .where('u.deleted_at', 'is', null)
    .where(holdsRole('u.id', role))
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();

/** The journal's editors in `role`: the team's, or every holder of the platform role. */
async function journalEditors(
  db: Database,
  journalId: number,
  role: JournalTeamRole,
): Promise<UserRef[]> {
  const named = (await teamMembers(db, journalId))[role];
  return named.length ? named : roleHolders(db, TEAM_ROLE_NEEDS[role]);
}

/** The journal's editors-in-chief (team or fallback; active users only). */
export const journalChiefIds = async (db: Database, journalId: number) =>
  (await journalEditors(db, journalId, 'editor_in_chief')).map((u) => u.id);

/** The journal's associate editors (team or fallback; active users only). */
export const journalAssociateIds = async (db: Database, journalId: number) =>
  (await journalEditors(db, journalId, 'associate_editor')).map((u) => u.id);

/**
 * Who may handle a manuscript of the journal: its associate editors first,
 * then its editors-in-chief (each with the editor roles they hold).
 */
export async function handlingEditorCandidates(db: Database, journalId: number) {
  const [associates, chiefs] = await Promise.all([
    journalEditors(db, journalId, 'associate_editor'),
    journalEditors(db, journalId, 'editor_in_chief'),
  ]);
  const users = new Map<number, { id: number; name: string; roles: string[] }>();
  for (const [list, role] of [
    [associates, TEAM_ROLE_NEEDS.associate_editor],
    [chiefs, TEAM_ROLE_NEEDS.editor_in_chief],
  ] as const) {
    for (const user of list) {
      const entry = users.get(user.id) ?? { id: user.id, name: user.name, roles: [] };
      entry.roles.push(role);
      users.set(user.id, entry);
    }
  }
  return [...users.values()];
}

/** Whether `userId` is one of the journal's editors (team or fallback, either role). */
export async function isJournalEditor(
  db: Database,
  journalId: number,
  userId: number,
): Promise<boolean> {
  const [chiefs, associates] = await Promise.all([
    journalChiefIds(db, journalId),
    journalAssociateIds(db, journalId),
  ]);
  return chiefs.includes(userId) || associates.includes(userId);
}

/**
 * The ids of the journals the user edits, as a subquery: those whose team
 * names them, and those whose team names nobody for an editor role they hold.
 */
export function editedJournalIds(db: Database, userId: number, roles: readonly string[]) {
  const fallbacks = JOURNAL_TEAM_ROLES.filter((role) => roles.includes(TEAM_ROLE_NEEDS[role]));
  return db
    .selectFrom('journals as ej')
    .select('ej.id')
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('journal_editors as je')
            .select('je.id')
            .where(countsAsMember)
            .whereRef('je.journal_id', '=', 'ej.id')
            .where('je.user_id', '=', userId),
        ),
        ...fallbacks.map((role) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('journal_editors as je')
                .select('je.id')
                .where(countsAsMember)
                .whereRef('je.journal_id', '=', 'ej.id')
                .where('je.role', '=', role),
            ),
          ),
        ),
      ]),
    );
}

/** The journals whose team names the user, by title (the queue's filter). */
export const journalsNaming = (db: Database, userId: number) =>
  db
    .selectFrom('journals as j')
    .select(['j.id', 'j.title'])
    .where('j.id', 'in', namingJournalIds(db, userId))
    .orderBy('j.title')
    .orderBy('j.id')
    .execute();

/** The ids of the journals whose team names the user, as a subquery. */
export const namingJournalIds = (db: Database, userId: number) =>
  effectiveMembers(db).select('je.journal_id').where('je.user_id', '=', userId);

/** Active users among `ids` holding `role` (a platform role name). */
export async function activeHolders(
  db: Database,
  ids: number[],
  role: string,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.id', 'in', ids)
    .where('u.deleted_at', 'is', null)
    .where(holdsRole('u.id', role))
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Names of the users among `ids` (any state), to name them in a message. */
export async function namesOf(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Replaces the journal's team with `team` (call inside a transaction). */
export async function replaceTeam(db: Database, journalId: number, team: JournalTeamInput) {
  await db.deleteFrom('journal_editors').where('journal_id', '=', journalId).execute();
  const now = nowIso();
  const rows = [
    ...team.editors_in_chief.map((user_id) => ({ user_id, role: 'editor_in_chief' })),
    ...team.associate_editors.map((user_id) => ({ user_id, role: 'associate_editor' })),
  ].map((row) => ({ ...row, journal_id: journalId, created_at: now }));
  if (rows.length) await db.insertInto('journal_editors').values(rows).execute();
}
