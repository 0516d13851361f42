// SQL of the reviewers a manuscript's authors suggest or ask to exclude. Each
// is kept as the authors typed it (name, e-mail, reason); the account is found
// by e-mail when read, so a reviewer who registers later is matched too.
import { sql } from 'kysely';
import type {
  ExcludedReviewerInput,
  ReviewerPreference,
  ReviewerPreferences,
  SuggestedReviewerInput,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { nowIso } from '../../db/portable';

export type PreferenceKind = 'suggested' | 'excluded';

/** Replaces one list of the manuscript (an empty list clears it). */
export async function replacePreferences(
  db: Database,
  manuscriptId: number,
  kind: PreferenceKind,
  list: (SuggestedReviewerInput | ExcludedReviewerInput)[],
) {
  await db
    .deleteFrom('manuscript_reviewer_preferences')
    .where('manuscript_id', '=', manuscriptId)
    .where('kind', '=', kind)
    .execute();
  if (!list.length) return;
  const now = nowIso();
  await db
    .insertInto('manuscript_reviewer_preferences')
    .values(
      list.map((p, i) => ({
        manuscript_id: manuscriptId,
        kind,
        name: p.name,
        email: p.email,
        reason: p.reason ?? null,
        position: i + 1,
        created_at: now,
      })),
    )
    .execute();
}

/** Both lists, in the authors' order, each entry with the active account its e-mail finds. */
export async function preferencesOf(
  db: Database,
  manuscriptId: number,
): Promise<ReviewerPreferences> {
  const rows = await db
    .selectFrom('manuscript_reviewer_preferences as p')
    .leftJoin('users as u', (join) =>
      join
        .on(sql<string>`lower(u.email)`, '=', sql<string>`lower(p.email)`)
        .on('u.deleted_at', 'is', null),
    )
    .select(['p.kind', 'p.name', 'p.email', 'p.reason', 'u.id as user_id'])
    .where('p.manuscript_id', '=', manuscriptId)
    .orderBy('p.kind')
    .orderBy('p.position')
    .execute();
  const result: ReviewerPreferences = { suggested: [], excluded: [] };
  for (const { kind, ...row } of rows) {
    const entry: ReviewerPreference = { ...row, user_id: row.user_id ?? null };
    if (kind === 'suggested') result.suggested.push(entry);
    else if (kind === 'excluded') result.excluded.push(entry);
  }
  return result;
}
