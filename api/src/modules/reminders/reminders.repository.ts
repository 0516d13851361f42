// SQL of the reminders: the live invitations and the revisions a reminder
// may be due for (pages in id order, with the journal's schedule and the last
// reminder of the kind already sent for the current due date), and the record
// of a sent reminder under its UNIQUE key.
import { sql } from 'kysely';
import type { Database } from '../../db/database';

/** The reminders, by their notification code. */
export const REVIEWER_REMINDERS = [
  'invitationReminder',
  'reviewReminder',
  'reviewOverdue',
] as const;
export const AUTHOR_REMINDERS = ['revisionReminder', 'revisionOverdue'] as const;
export type ReviewerReminder = (typeof REVIEWER_REMINDERS)[number];
export type AuthorReminder = (typeof AUTHOR_REMINDERS)[number];
export type ReminderKind = ReviewerReminder | AuthorReminder;

export const PAGE_SIZE = 500;

export type InvitationCandidate = {
  id: number;
  reviewer_id: number;
  manuscript_id: number;
  status: string;
  due_at: string;
  updated_at: string;
  title: string;
  invitation_reminder_days: number;
  review_reminder_before_days: number;
  review_overdue_every_days: number;
  review_overdue_max: number;
  /** The highest sequence of the kind sent for this due date (null: none yet). */
  last_sequence: number | null;
};

export type InvitationFilter = {
  kind: ReviewerReminder;
  statuses: readonly string[];
  /** The due date is after this (exclusive). */
  dueAfter?: string;
  /** The due date is at most this. */
  dueUntil?: string;
  /** The invitation last changed at most then. */
  changedUntil?: string;
  /** Only those with no reminder of the kind yet (else: its last sequence below the journal's overdue max). */
  single: boolean;
};

/** The highest sequence of `kind` sent to the invitation's reviewer for its current due date. */
const lastSequence = (kind: ReviewerReminder) =>
  sql<number | null>`(select max(s.sequence) from sent_reminders s
    where s.kind = ${kind} and s.target_id = i.id and s.due_at = i.due_at
    and s.recipient_id = i.reviewer_id)`;

/**
 * One page of live invitations (open round, manuscript under review, active
 * reviewer) after `afterId`, matching `filter`.
 */
export function invitationCandidatesQuery(db: Database, filter: InvitationFilter, afterId: number) {
  const last = lastSequence(filter.kind);
  let query = db
    .selectFrom('review_invitations as i')
    .innerJoin('review_rounds as r', 'r.id', 'i.round_id')
    .innerJoin('manuscripts as m', 'm.id', 'i.manuscript_id')
    .innerJoin('journals as j', 'j.id', 'm.journal_id')
    .innerJoin('users as u', 'u.id', 'i.reviewer_id')
    .select([
      'i.id',
      'i.reviewer_id',
      'i.manuscript_id',
      'i.status',
      'i.due_at',
      'i.updated_at',
      'm.title',
      'j.invitation_reminder_days',
      'j.review_reminder_before_days',
      'j.review_overdue_every_days',
      'j.review_overdue_max',
      last.as('last_sequence'),
    ])
    .where('i.id', '>', afterId)
    .where('i.status', 'in', [...filter.statuses])
    .where('r.status', '=', 'open')
    .where('m.status', '=', 'under_review')
    .where('u.deleted_at', 'is', null);
  if (filter.dueAfter !== undefined) query = query.where('i.due_at', '>', filter.dueAfter);
  if (filter.dueUntil !== undefined) query = query.where('i.due_at', '<=', filter.dueUntil);
  if (filter.changedUntil !== undefined)
    query = query.where('i.updated_at', '<=', filter.changedUntil);
  query = filter.single
    ? query.where(last, 'is', null)
    : query.where(sql<number>`coalesce(${last}, 0)`, '<', sql.ref<number>('j.review_overdue_max'));
  return query.orderBy('i.id').limit(PAGE_SIZE);
}

/** `invitationCandidatesQuery`'s page, its last sequence a number. */
export async function invitationCandidates(
  db: Database,
  filter: InvitationFilter,
  afterId: number,
): Promise<InvitationCandidate[]> {
  const rows = await invitationCandidatesQuery(db, filter, afterId).execute();
  return rows.map((row) => ({
    ...row,
    last_sequence: row.last_sequence === null ? null : Number(row.last_sequence),
  }));
}

export type RevisionCandidate = {
  id: number;
  title: string;
  submitter_id: number;
  revision_due_at: string;
  revision_reminder_before_days: number;
};

/**
 * One page of manuscripts awaiting a revision with a due date in
 * (dueAfter, dueUntil], after `afterId`, with no `kind` reminder for that date yet.
 */
export async function revisionCandidates(
  db: Database,
  kind: AuthorReminder,
  window: { dueAfter?: string; dueUntil: string },
  afterId: number,
): Promise<RevisionCandidate[]> {
  let query = db
    .selectFrom('manuscripts as m')
    .innerJoin('journals as j', 'j.id', 'm.journal_id')
    .select([
      'm.id',
      'm.title',
      'm.submitter_id',
      'm.revision_due_at',
      'j.revision_reminder_before_days',
    ])
    .where('m.id', '>', afterId)
    .where('m.status', '=', 'revision_requested')
    .where('m.revision_due_at', 'is not', null)
    .where('m.revision_due_at', '<=', window.dueUntil)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('sent_reminders as s')
            .select('s.id')
            .where('s.kind', '=', kind)
            .whereRef('s.target_id', '=', 'm.id')
            .whereRef('s.due_at', '=', 'm.revision_due_at'),
        ),
      ),
    );
  if (window.dueAfter !== undefined) query = query.where('m.revision_due_at', '>', window.dueAfter);
  const rows = await query.orderBy('m.id').limit(PAGE_SIZE).execute();
  return rows as RevisionCandidate[];
}

export type SentReminder = {
  kind: ReminderKind;
  target_id: number;
  due_at: string;
  sequence: number;
  recipient_id: number;
  manuscript_id: number;
  sent_at: string;
};

/**
 * Records a reminder about to be sent; false when it is recorded already (by
 * this process earlier or by another one now: on PostgreSQL the losing insert
 * waits for the winner's commit, then writes nothing).
 */
export async function recordReminder(db: Database, reminder: SentReminder): Promise<boolean> {
  const row = await db
    .insertInto('sent_reminders')
    .values(reminder)
    .onConflict((oc) =>
      oc.columns(['kind', 'target_id', 'due_at', 'sequence', 'recipient_id']).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
