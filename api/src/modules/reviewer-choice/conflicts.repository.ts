// SQL of the conflicts of interest between reviewers and a manuscript: the
// authors' institutions and publications, the reviewers' profiles and
// publications, shared author rows on other manuscripts, the authors'
// suggested and excluded reviewers, the manuscript's editors, and the record
// of an editor's override on the invitation.
import { sql } from 'kysely';
import { TEAM_ROLE_NEEDS, type JournalTeamRole } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';

/** The manuscript's author rows and the accounts they are (by user id or e-mail). */
export async function manuscriptAuthors(db: Database, manuscriptId: number) {
  return db
    .selectFrom('manuscript_authors as a')
    .leftJoin('users as u', (join) =>
      join.on((eb) =>
        eb.or([
          eb('u.id', '=', eb.ref('a.user_id')),
          eb(sql<string>`lower(u.email)`, '=', sql<string>`lower(a.email)`),
        ]),
      ),
    )
    .leftJoin('academic_profiles as p', 'p.user_id', 'u.id')
    .select([
      'a.first_name',
      'a.last_name',
      'a.email',
      'a.institution',
      'u.id as user_id',
      'p.institution as profile_institution',
    ])
    .where('a.manuscript_id', '=', manuscriptId)
    .execute();
}

/** Each reviewer's e-mail address and profile institution. */
export const reviewerProfiles = (db: Database, ids: number[]) =>
  db
    .selectFrom('users as u')
    .leftJoin('academic_profiles as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.name', 'u.email', 'p.institution'])
    .where('u.id', 'in', ids)
    .execute();

/** Publications (title, DOI) of the given users. */
export const publicationsOf = (db: Database, userIds: number[]) =>
  db
    .selectFrom('publications')
    .select(['user_id', 'title', 'doi'])
    .where('user_id', 'in', userIds)
    .execute();

/**
 * Author rows of the manuscript's authors on other manuscripts that one of the
 * reviewers also authors (by account or e-mail): one row per pair.
 */
export async function sharedManuscripts(
  db: Database,
  manuscriptId: number,
  reviewers: { id: number; email: string }[],
  authors: { userIds: number[]; emails: string[] },
) {
  const reviewerEmails = reviewers.map((r) => r.email.toLowerCase());
  const ids = reviewers.map((r) => r.id);
  const authorEmails = authors.emails.length ? authors.emails : [''];
  const authorIds = authors.userIds.length ? authors.userIds : [0];
  return db
    .selectFrom('manuscript_authors as r')
    .innerJoin('manuscript_authors as a', (join) =>
      join.onRef('a.manuscript_id', '=', 'r.manuscript_id').onRef('a.id', '<>', 'r.id'),
    )
    .innerJoin('users as ru', (join) =>
      join.on((eb) =>
        eb.or([
          eb('ru.id', '=', eb.ref('r.user_id')),
          eb(sql<string>`lower(ru.email)`, '=', sql<string>`lower(r.email)`),
        ]),
      ),
    )
    .select(['ru.id as reviewer_id', 'a.first_name', 'a.last_name'])
    .where('r.manuscript_id', '<>', manuscriptId)
    .where('ru.id', 'in', ids)
    .where((eb) =>
      eb.or([eb('r.user_id', 'in', ids), eb(sql<string>`lower(r.email)`, 'in', reviewerEmails)]),
    )
    .where((eb) =>
      eb.or([
        eb('a.user_id', 'in', authorIds),
        eb(sql<string>`lower(a.email)`, 'in', authorEmails),
      ]),
    )
    .execute();
}

/** The authors' suggested or excluded reviewers that are among `ids` (matched by e-mail). */
export const preferredAmong = (
  db: Database,
  manuscriptId: number,
  kind: 'suggested' | 'excluded',
  ids?: number[],
) => {
  let query = db
    .selectFrom('manuscript_reviewer_preferences as p')
    .innerJoin('users as u', (join) =>
      join
        .on(sql<string>`lower(u.email)`, '=', sql<string>`lower(p.email)`)
        .on('u.deleted_at', 'is', null),
    )
    .select(['u.id as user_id', 'p.reason'])
    .where('p.manuscript_id', '=', manuscriptId)
    .where('p.kind', '=', kind)
    .orderBy('p.position');
  if (ids) query = query.where('u.id', 'in', ids);
  return query.execute();
};

/** The journal's team rows (who is on it, in which role). */
export const teamOf = (db: Database, journalId: number) =>
  db
    .selectFrom('journal_editors')
    .select(['user_id', 'role'])
    .where('journal_id', '=', journalId)
    .execute();

/** Which of `ids` hold the platform role a team role needs (for a role the team names nobody for). */
export async function holdersOf(db: Database, ids: number[], teamRole: JournalTeamRole) {
  const rows = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select('ur.user_id')
    .where('ur.user_id', 'in', ids)
    .where('r.name', '=', TEAM_ROLE_NEEDS[teamRole])
    .execute();
  return rows.map((r) => r.user_id);
}

/** Keeps the editor's reason and the conflicts it overrode on the invitation (null: none). */
export const recordOverride = (
  db: Database,
  invitationId: number,
  override: { reason: string; conflicts: unknown[] } | null,
) =>
  db
    .updateTable('review_invitations')
    .set({
      conflict_override_reason: override?.reason ?? null,
      conflicts_overridden: override ? JSON.stringify(override.conflicts) : null,
    })
    .where('id', '=', invitationId)
    .execute();
