// SQL of the reviewer reminders: the live invitations of open rounds due
// within the reminder window, or past due, not yet told (by dedupe key).
import { sql } from 'kysely';
import type { Database } from '../../db/database';

export type DueInvitation = {
  id: number;
  reviewer_id: number;
  manuscript_id: number;
  due_at: string;
  title: string;
};

/** The dedupe key of a reminder: one per invitation and due date (a new date re-arms it). */
export const reminderKey = (kind: 'reviewReminder' | 'reviewOverdue', id: number, dueAt: string) =>
  `${kind}:${id}:${dueAt}`;

/**
 * Invitations due in (after, until] (`after` null: any time before `until`)
 * whose reviewer has no notification with the key `kind:id:due_at` yet.
 */
export async function invitationsDue(
  db: Database,
  kind: 'reviewReminder' | 'reviewOverdue',
  after: string | null,
  until: string,
  limit = 500,
): Promise<DueInvitation[]> {
  let query = db
    .selectFrom('review_invitations as i')
    .innerJoin('review_rounds as r', 'r.id', 'i.round_id')
    .innerJoin('manuscripts as m', 'm.id', 'i.manuscript_id')
    .select(['i.id', 'i.reviewer_id', 'i.manuscript_id', 'i.due_at', 'm.title'])
    .where('i.status', 'in', ['invited', 'accepted'])
    .where('r.status', '=', 'open')
    .where('m.status', '=', 'under_review')
    .where('i.due_at', '<=', until)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('notifications as n')
            .select('n.id')
            .whereRef('n.user_id', '=', 'i.reviewer_id')
            .where(
              'n.dedupe_key',
              '=',
              sql<string>`${sql.lit(kind)} || ':' || cast(i.id as varchar(20)) || ':' || i.due_at`,
            ),
        ),
      ),
    );
  if (after !== null) query = query.where('i.due_at', '>', after);
  return query.orderBy('i.id').limit(limit).execute();
}
