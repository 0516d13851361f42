// What the manuscript shows its editors of the reminders: per invitation of
// its review rounds, how many the reviewer was sent and the last when; for a
// revision being awaited, its due date and the reminders to the authors. The
// presenters ask the visibility policy (`policy.reminders`) before showing them.
import type { ReminderSummary } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { invitationReminderTallies, revisionReminderTally } from './reminder-tallies.repository';

export const NO_REMINDERS: ReminderSummary = { count: 0, last_sent_at: null };

/** Invitation id → the reminders its reviewer was sent (invitations without any are absent). */
export async function invitationReminders(
  db: Database,
  manuscriptId: number,
): Promise<Map<number, ReminderSummary>> {
  const tallies = await invitationReminderTallies(db, manuscriptId);
  return new Map(tallies.map(({ target_id, ...summary }) => [target_id, summary]));
}

/** The revision awaited (status revision_requested with a due date) and its reminders; null otherwise. */
export async function revisionReminders(
  db: Database,
  manuscript: { id: number; status: string; revision_due_at: string | null },
): Promise<{ due_at: string; reminders: ReminderSummary } | null> {
  if (manuscript.status !== 'revision_requested' || manuscript.revision_due_at === null)
    return null;
  const due = manuscript.revision_due_at;
  return { due_at: due, reminders: await revisionReminderTally(db, manuscript.id, due) };
}
