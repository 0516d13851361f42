// Peer review for the manuscripts a scale seed writes beyond the demo range:
// a review round per trip to review in each manuscript's seeded status
// history, and invitations — completed (the seeded review's time), accepted,
// declined, unanswered — so the invitation figures at 10^6 manuscripts look
// like a journal's. The demo range keeps its richer, slower seed
// (content-peer-review.ts). Rows are planned in memory from what the
// manuscript seed wrote and inserted in multi-row statements, one
// transaction per 5,000 manuscripts, like the manuscripts themselves.
import type { Insertable } from 'kysely';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import { between, pick } from './content-data';
import * as repo from './content-scale-review.repository';
import { createProgress } from './progress';
import { createRng, type Rng } from './rng';
import { insertRows } from './seed.repository';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CHUNK = 5_000;
const INSERT_BATCH = 1_000;
/** Its own random stream: the manuscript rows and the demo range do not move. */
const SCALE_REVIEW_SEED = 40;
/** Declined invitations per round: none, one, two, three (weights out of 100). */
const DECLINES = [45, 33, 17, 5];
const DECLINE_REASONS = ['Too busy this month.', 'Outside my expertise.', 'On leave.', null];

type Step = Awaited<ReturnType<typeof repo.historyBetween>>[number];
type Round = Insertable<DB['review_rounds']>;
type Invitation = Omit<Insertable<DB['review_invitations']>, 'round_id'> & { round: number };
type Plan = { rounds: Round[]; invitations: Invitation[] };

const iso = (ms: number) => new Date(ms).toISOString();

function declineCount(rng: Rng): number {
  let roll = rng() * 100;
  for (const [n, weight] of DECLINES.entries()) if ((roll -= weight) < 0) return n;
  return 0;
}

type ManuscriptFacts = {
  steps: Step[];
  assigned: number[];
  reviews: Map<number, string>;
  pool: number[];
};

/** One manuscript's rounds and invitations, from its history, reviewers and reviews. */
function planManuscript(rng: Rng, now: number, m: ManuscriptFacts, plan: Plan) {
  const { steps } = m;
  const id = steps[0]!.manuscript_id;
  const submitter = steps[0]!.user_id;
  const trips = steps.flatMap((s, i) => (s.to_status === 'under_review' ? [i] : []));
  if (trips.length === 0) return;
  trips.forEach((at, n) => {
    const next = steps[at + 1];
    plan.rounds.push({
      manuscript_id: id,
      round: n + 1,
      status: next ? 'closed' : 'open',
      created_at: steps[at]!.created_at,
      closed_at: next ? next.created_at : null,
    });
  });
  // The manuscript seed assigns its reviewers (and writes their reports) in the
  // last round; earlier rounds have no reports to link, so no invitations.
  const at = trips.at(-1)!;
  const round = trips.length;
  const opened = Date.parse(steps[at]!.created_at);
  const closed = steps[at + 1] ? Date.parse(steps[at + 1]!.created_at) : null;
  // Reviewers answer in 12 hours to 7 days; reports are due six weeks after the invitation.
  const answered = () => opened + between(rng, 12, 168) * HOUR;
  const invitation = (reviewer: number, fields: Partial<Invitation>): Invitation => ({
    round,
    manuscript_id: id,
    reviewer_id: reviewer,
    invited_by: steps[at]!.user_id,
    status: 'invited',
    due_at: iso(opened + 42 * DAY),
    responded_at: null,
    decline_reason: null,
    created_at: iso(opened),
    updated_at: iso(opened),
    ...fields,
  });
  for (const reviewer of m.assigned) {
    const written = m.reviews.get(reviewer);
    const responded = Math.min(written ? Date.parse(written) : now, answered());
    let fields: Partial<Invitation>;
    if (written) fields = { status: 'completed', updated_at: written };
    // Still open: most have accepted by now, a few never answer.
    else if (closed === null)
      fields = responded < now && rng() < 0.9 ? { status: 'accepted' } : { status: 'invited' };
    // A decision closed the round before this reviewer delivered.
    else fields = { status: 'cancelled', updated_at: iso(closed) };
    if (fields.status === 'accepted' || fields.status === 'completed')
      fields = { updated_at: iso(responded), ...fields, responded_at: iso(responded) };
    plan.invitations.push(invitation(reviewer, fields));
  }
  // Reviewers who declined, and now and then one who never answered.
  const others = m.pool.filter((r) => r !== submitter && !m.assigned.includes(r));
  const unanswered = rng() < 0.2 ? 1 : 0;
  for (let k = declineCount(rng) + unanswered; k > 0 && others.length; k--) {
    const reviewer = others.splice(Math.floor(rng() * others.length), 1)[0]!;
    if (k === 1 && unanswered) {
      const status = closed === null ? 'invited' : 'cancelled';
      plan.invitations.push(invitation(reviewer, { status, updated_at: iso(closed ?? opened) }));
      continue;
    }
    const responded = iso(Math.min(now, closed ?? now, answered()));
    plan.invitations.push(
      invitation(reviewer, {
        status: 'declined',
        responded_at: responded,
        decline_reason: pick(rng, DECLINE_REASONS),
        updated_at: responded,
      }),
    );
  }
}

async function insertInBatches<T extends 'review_rounds' | 'review_invitations'>(
  db: Database,
  table: T,
  rows: Insertable<DB[T]>[],
) {
  for (let i = 0; i < rows.length; i += INSERT_BATCH)
    await insertRows(db, table, rows.slice(i, i + INSERT_BATCH));
}

/** Plans and writes one range of manuscripts, in the caller's transaction. */
async function seedRange(db: Database, rng: Rng, now: number, from: number, to: number) {
  const [history, assignments, reviews] = [
    await repo.historyBetween(db, from, to),
    await repo.assignmentsBetween(db, from, to),
    await repo.reviewsBetween(db, from, to),
  ];
  const assignedBy = new Map<number, number[]>();
  for (const a of assignments)
    assignedBy.set(a.manuscript_id, [...(assignedBy.get(a.manuscript_id) ?? []), a.reviewer_id]);
  const reviewsBy = new Map<number, Map<number, string>>();
  for (const r of reviews) {
    if (r.user_id === null) continue;
    const own = reviewsBy.get(r.manuscript_id) ?? new Map<number, string>();
    reviewsBy.set(r.manuscript_id, own.set(r.user_id, r.created_at));
  }
  // Declining reviewers come from the reviewers the manuscript seed used.
  const pool = [...new Set(assignments.map((a) => a.reviewer_id))].sort((a, b) => a - b);
  const plan: Plan = { rounds: [], invitations: [] };
  for (let start = 0; start < history.length;) {
    let end = start;
    while (history[end]?.manuscript_id === history[start]!.manuscript_id) end++;
    const id = history[start]!.manuscript_id;
    planManuscript(
      rng,
      now,
      {
        steps: history.slice(start, end),
        assigned: assignedBy.get(id) ?? [],
        reviews: reviewsBy.get(id) ?? new Map(),
        pool,
      },
      plan,
    );
    start = end;
  }
  await insertInBatches(db, 'review_rounds', plan.rounds);
  const roundIds = new Map<string, number>();
  for (const r of await repo.roundIdsBetween(db, from, to))
    roundIds.set(`${r.manuscript_id}:${r.round}`, r.id);
  const invitations = plan.invitations.map(({ round, ...row }) => ({
    ...row,
    round_id: roundIds.get(`${row.manuscript_id}:${round}`)!,
  }));
  await insertInBatches(db, 'review_invitations', invitations);
  await repo.linkReviewsBetween(db, from, to);
}

/**
 * Rounds and invitations for the manuscripts with ids `from`..`to` (the scale
 * seed's, beyond the demo range); nothing when the range is empty.
 */
export async function seedScaleReview(
  db: Database,
  from: number,
  to: number,
  stream?: NodeJS.WriteStream,
) {
  if (to < from) return;
  const rng = createRng(SCALE_REVIEW_SEED);
  const now = Date.now();
  const total = to - from + 1;
  const progress = total > 10_000 ? createProgress('review rounds', total, stream) : null;
  for (let start = from; start <= to; start += CHUNK) {
    const end = Math.min(to, start + CHUNK - 1);
    await db.transaction().execute((trx) => seedRange(trx, rng, now, start, end));
    progress?.tick(end - start + 1);
  }
  progress?.done();
}
