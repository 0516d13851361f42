// The demo accounts' share of the peer-review seed: the associate editor
// handles reviewed manuscripts and recommends; reviewer@ gets invitations to
// answer (due soon, overdue, accepted and overdue, declined).
import type { Database } from '../db/database';
import * as repo from './peer-review.repository';
import { insertRows } from './seed.repository';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

export type Round = { id: number; opened: number; open: boolean };
export type Seeded = { id: number; status: string; submitter_id: number };
export type DemoOptions = {
  now: number;
  chief: number;
  associate: number | undefined;
  demoReviewer: number | undefined;
};

/** The demo associate editor handles a reviewed manuscript and recommends minor revisions. */
export async function recommend(
  db: Database,
  o: DemoOptions,
  candidates: { m: Seeded; round: Round }[],
) {
  if (!o.associate) return;
  for (const { m, round } of candidates.slice(0, 2)) {
    await repo.setManuscriptFields(db, m.id, { handling_editor_id: o.associate });
    await insertRows(db, 'editorial_decisions', [
      {
        manuscript_id: m.id,
        round_id: round.id,
        user_id: o.associate,
        kind: 'recommendation',
        decision: 'minor_revisions',
        letter: 'The reports agree the method is sound; the figures and the limitations need work.',
        reason: null,
        // After the round opened (open rounds are at least a day old).
        created_at: iso(Math.max(o.now - DAY, round.opened + DAY / 2)),
      },
    ]);
  }
}

/** Open work for reviewer@: an invitation due soon, an overdue one, and one declined. */
export async function inviteDemoReviewer(
  db: Database,
  o: DemoOptions,
  candidates: { m: Seeded; round: Round }[],
) {
  if (!o.demoReviewer) return;
  // Days from today: when invited, answered and due (about three weeks after the
  // invitation). Two are past due, the rest are not.
  const plans = [
    { status: 'invited', invited: 3, answered: 0, due: 18 },
    { status: 'invited', invited: 20, answered: 0, due: -3 },
    { status: 'accepted', invited: 19, answered: 17, due: -2 },
    { status: 'declined', invited: 4, answered: 2, due: 17 },
  ];
  const pool = [...candidates];
  for (const plan of plans) {
    // A round open long enough for the invitation's dates (never an invitation before its round).
    const at = pool.findIndex((c) => c.round.opened <= o.now - plan.invited * DAY);
    if (at < 0) continue;
    const [target] = pool.splice(at, 1);
    const created = iso(o.now - plan.invited * DAY);
    await repo.insertInvitation(db, {
      round_id: target!.round.id,
      manuscript_id: target!.m.id,
      reviewer_id: o.demoReviewer,
      invited_by: o.chief,
      status: plan.status,
      due_at: iso(o.now + plan.due * DAY),
      responded_at: plan.status === 'invited' ? null : iso(o.now - plan.answered * DAY),
      decline_reason: plan.status === 'declined' ? 'On leave until next month.' : null,
      created_at: created,
    });
    // Live invitations let the reviewer see the manuscript (review_assignments).
    if (plan.status !== 'declined')
      await repo.assignReviewer(db, target!.m.id, o.demoReviewer, o.chief, created);
  }
}
