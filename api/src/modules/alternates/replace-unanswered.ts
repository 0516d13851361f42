// The job's step (called by the reminders' run on every tick): an invitation
// not answered within its journal's response period, with an alternate
// waiting behind it, is withdrawn and the next alternate invited. Exactly
// once however many API processes run it: each first locks the invitation as
// it read it (a conditional update: of two, the second finds it changed and
// does nothing) and claims the alternate with a conditional update too.
import { INVITATION_RESPONSE_BOUNDS } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { giveRequestsATurn } from '../../lib/job-turns';
import * as repo from './alternate-invitations.repository';
import { callNextAlternate } from './alternates.service';

const DAY_MS = 86_400_000;

/** Another process is moving the same list: undo this transaction, it does the work. */
class Taken extends Error {}

/** Whether the invitation has waited longer than its journal's response period at `now`. */
export const responseOverdue = (
  invitation: { updated_at: string; invitation_response_days: number },
  now: Date,
) =>
  Date.parse(invitation.updated_at) + invitation.invitation_response_days * DAY_MS <= now.getTime();

async function replaceOne(db: Database, invitation: repo.OverdueCandidate, now: Date) {
  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await repo.lockUnanswered(trx, invitation))) return false;
      const outcome = await callNextAlternate(trx, invitation, 'overdue', now, {
        beforeInvite: () => repo.withdrawUnanswered(trx, invitation, now.toISOString()),
        onlyIfWaiting: true,
      });
      if (outcome.kind === 'taken') throw new Taken();
      return outcome.kind === 'invited';
    });
  } catch (error) {
    if (error instanceof Taken) return false;
    throw error;
  }
}

/** Invites the next alternate for every invitation unanswered past its response period; returns how many. */
export async function replaceUnanswered(db: Database, now = new Date()): Promise<number> {
  // No journal's period is shorter than the bound's minimum: older invitations only.
  const sentUntil = new Date(now.getTime() - INVITATION_RESPONSE_BOUNDS.min * DAY_MS).toISOString();
  let invited = 0;
  for (let after = 0; ;) {
    const page = await repo.unansweredWithAlternates(db, sentUntil, after);
    for (const invitation of page) {
      if (responseOverdue(invitation, now) && (await replaceOne(db, invitation, now))) invited += 1;
      await giveRequestsATurn();
    }
    if (page.length < repo.PAGE_SIZE) return invited;
    after = page[page.length - 1]!.id;
  }
}
