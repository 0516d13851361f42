// The reminders the scheduled job sends (notification-job.ts calls
// runReminders on every tick), each on its journal's schedule:
// - a reviewer who has not answered an invitation N days after it was sent;
// - a review due in N days; then, once overdue, a notice every N days, M at most;
// - a revision due in N days (to the authors), and one notice once it is overdue.
// Exactly once, however many API processes run the job: each reminder is
// recorded under a UNIQUE key in the same transaction as its notification,
// and the process whose insert loses writes nothing.
import { CORRESPONDENCE_BOUNDS } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { giveRequestsATurn } from '../../lib/job-turns';
import { activeUserIds, manuscriptAuthorIds } from '../notifications';
import { sendOnce } from './send-once';
import { replaceUnanswered } from '../alternates';
import {
  answerReminderDue,
  beforeReminderDue,
  daysAfter,
  overdueSequence,
  reviewReminderDue,
} from './reminder-schedule';
import {
  type InvitationCandidate,
  type InvitationFilter,
  invitationCandidates,
  PAGE_SIZE,
  type ReminderKind,
  revisionCandidates,
} from './reminders.repository';

/** The widest "before" window a journal may set (the contract's bounds). */
const MAX_BEFORE_DAYS = Math.max(
  CORRESPONDENCE_BOUNDS.review_reminder_before_days.max,
  CORRESPONDENCE_BOUNDS.revision_reminder_before_days.max,
);
const REVIEWS_LINK = '/reviews';

export type ReminderRun = {
  /** Reminders before a date (answer an invitation, review or revision due). */
  reminders: number;
  /** Overdue notices (reviews and revisions). */
  overdue: number;
  sent: Record<ReminderKind, number>;
  /** Alternates invited in place of invitations left unanswered past the response period. */
  alternates: number;
};

/** Calls `visit` on every row of every page (keyset by id), a turn of the event loop each. */
async function eachRow<T extends { id: number }>(
  load: (afterId: number) => Promise<T[]>,
  visit: (row: T) => Promise<void>,
) {
  for (let after = 0; ;) {
    const page = await load(after);
    for (const row of page) {
      await visit(row);
      await giveRequestsATurn();
    }
    if (page.length < PAGE_SIZE) return;
    after = page[page.length - 1]!.id;
  }
}

const day = (iso: string) => iso.slice(0, 10);

/** Reviewer reminders of one kind: `sequenceOf` says which one is due now (null: none). */
async function remindReviewers(
  db: Database,
  filter: InvitationFilter,
  sequenceOf: (invitation: InvitationCandidate) => number | null,
  now: Date,
) {
  let sent = 0;
  await eachRow(
    (after) => invitationCandidates(db, filter, after),
    async (invitation) => {
      const sequence = sequenceOf(invitation);
      if (sequence === null || sequence <= (invitation.last_sequence ?? 0)) return;
      const told = await sendOnce(
        db,
        {
          kind: filter.kind,
          target_id: invitation.id,
          due_at: invitation.due_at,
          sequence,
          recipient_id: invitation.reviewer_id,
          manuscript_id: invitation.manuscript_id,
          sent_at: now.toISOString(),
        },
        {
          params: {
            title: invitation.title,
            due: day(invitation.due_at),
            invitation: invitation.id,
          },
          link: REVIEWS_LINK,
        },
      );
      if (told) sent += 1;
    },
  );
  return sent;
}

/** Revision reminders of one kind to each author of the manuscripts due in the window. */
async function remindAuthors(
  db: Database,
  kind: 'revisionReminder' | 'revisionOverdue',
  window: { dueAfter?: string; dueUntil: string },
  isDue: (manuscript: {
    revision_due_at: string;
    revision_reminder_before_days: number;
  }) => boolean,
  now: Date,
) {
  let sent = 0;
  await eachRow(
    (after) => revisionCandidates(db, kind, window, after),
    async (manuscript) => {
      if (!isDue(manuscript)) return;
      const authors = await manuscriptAuthorIds(db, manuscript.id, manuscript.submitter_id);
      const active = await activeUserIds(db, authors);
      for (const author of new Set(authors.filter((id) => active.has(id)))) {
        const told = await sendOnce(
          db,
          {
            kind,
            target_id: manuscript.id,
            due_at: manuscript.revision_due_at,
            sequence: 1,
            recipient_id: author,
            manuscript_id: manuscript.id,
            sent_at: now.toISOString(),
          },
          {
            params: { title: manuscript.title, due: day(manuscript.revision_due_at) },
            link: `/manuscripts/${manuscript.id}`,
          },
        );
        if (told) sent += 1;
      }
    },
  );
  return sent;
}

/** Sends every reminder due at `now` that was not sent yet; returns how many of each. */
export async function runReminders(db: Database, now = new Date()): Promise<ReminderRun> {
  const iso = now.toISOString();
  const horizon = daysAfter(iso, MAX_BEFORE_DAYS);
  // First the alternates: an invitation left unanswered too long is replaced, not reminded.
  const alternates = await replaceUnanswered(db, now);
  const invitationReminder = await remindReviewers(
    db,
    { kind: 'invitationReminder', statuses: ['invited'], changedUntil: iso, single: true },
    (i) => (answerReminderDue(i.updated_at, i.invitation_reminder_days, now) ? 1 : null),
    now,
  );
  const reviewReminder = await remindReviewers(
    db,
    {
      kind: 'reviewReminder',
      statuses: ['invited', 'accepted'],
      dueAfter: iso,
      dueUntil: horizon,
      single: true,
    },
    (i) =>
      reviewReminderDue(i.due_at, i.review_reminder_before_days, i.updated_at, now) ? 1 : null,
    now,
  );
  const reviewOverdue = await remindReviewers(
    db,
    { kind: 'reviewOverdue', statuses: ['invited', 'accepted'], dueUntil: iso, single: false },
    (i) => overdueSequence(i.due_at, i.review_overdue_every_days, i.review_overdue_max, now),
    now,
  );
  const revisionReminder = await remindAuthors(
    db,
    'revisionReminder',
    { dueAfter: iso, dueUntil: horizon },
    (m) => beforeReminderDue(m.revision_due_at, m.revision_reminder_before_days, now),
    now,
  );
  const revisionOverdue = await remindAuthors(
    db,
    'revisionOverdue',
    { dueUntil: iso },
    () => true,
    now,
  );
  return {
    alternates,
    reminders: invitationReminder + reviewReminder + revisionReminder,
    overdue: reviewOverdue + revisionOverdue,
    sent: { invitationReminder, reviewReminder, reviewOverdue, revisionReminder, revisionOverdue },
  };
}
