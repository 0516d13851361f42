// Peer review on top of the seeded manuscripts of the demo range: a review
// round per trip to review, invitations (accepted, completed, some overdue,
// some declined) with the reviews linked to their round and a recommendation,
// the decision timeline, handling editors, an associate editor's
// recommendation, and open invitations for the demo reviewer
// (docs/workflow.md, "Peer review"). Its own random stream: the manuscript
// rows stay what they were.
import { decisionForTransition, LETTER_REQUIRED_DECISIONS } from '@colophon/shared/contracts';
import type { Database } from '../db/database';
import { between, pick } from './content-data';
import { reviewDaysOf } from './content-dates';
import { insertRows } from './seed.repository';
import { inviteDemoReviewer, recommend, type Round, type Seeded } from './content-peer-review-demo';
import * as repo from './peer-review.repository';
import type { Rng } from './rng';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const RECOMMENDATION_BY_RATING = [
  'reject',
  'reject',
  'major_revisions',
  'minor_revisions',
  'accept',
];
const LETTERS: Record<string, string> = {
  request_revisions:
    'Thank you for your submission. The reviewers ask for the points in their reports to be addressed; please upload a revised version with a summary of the changes.',
  reject:
    'After careful review we are unable to accept the manuscript. The reviewers’ reports explain the main concerns.',
  decline:
    'Thank you for considering the journal. The manuscript falls outside its scope, so we decline it without review.',
};
const DECLINE_REASONS = ['Too busy this month.', 'Outside my expertise.', null];

export type PeerReviewSeedOptions = {
  rng: Rng;
  now: number;
  fromId: number;
  toId: number;
  chief: number;
  associate: number | undefined;
  demoReviewer: number | undefined;
  reviewers: number[];
};

type History = Awaited<ReturnType<typeof repo.historyOf>>[number];

async function openRounds(db: Database, m: Seeded, steps: History[]): Promise<Round[]> {
  const trips = steps.flatMap((h, i) => (h.to_status === 'under_review' ? [i] : []));
  const rows = trips.map((i, n) => {
    const next = steps[i + 1];
    return {
      manuscript_id: m.id,
      round: n + 1,
      status: next ? 'closed' : 'open',
      created_at: steps[i]!.created_at,
      closed_at: next ? next.created_at : null,
    };
  });
  const ids = await repo.insertRounds(db, rows);
  return rows.map((r, n) => ({
    id: ids[n]!,
    opened: Date.parse(r.created_at),
    open: !r.closed_at,
  }));
}

/** The latest round's invitations: one per assigned reviewer, plus now and then a declined one. */
async function invite(
  db: Database,
  o: PeerReviewSeedOptions,
  m: Seeded,
  round: Round,
  assigned: number[],
  reviews: Awaited<ReturnType<typeof repo.reviewsOf>>,
) {
  // Reviewers have two to four weeks (the manuscript's journal decides, content-dates); they
  // answer in 1-7 days, so past a week nobody is still "invited".
  const due = iso(round.opened + reviewDaysOf(m.id) * DAY);
  const answered = o.now - round.opened > 7 * DAY;
  const answer = () => iso(Math.min(o.now, round.opened + between(o.rng, 1, 7) * DAY));
  for (const reviewer of assigned) {
    const review = reviews.find((r) => r.user_id === reviewer);
    const status = review ? 'completed' : answered || o.rng() < 0.6 ? 'accepted' : 'invited';
    const id = await repo.insertInvitation(db, {
      round_id: round.id,
      manuscript_id: m.id,
      reviewer_id: reviewer,
      invited_by: o.chief,
      status,
      due_at: due,
      responded_at: status === 'invited' ? null : answer(),
      decline_reason: null,
      created_at: iso(round.opened),
    });
    if (review) {
      await repo.linkReview(db, review.id, {
        round_id: round.id,
        invitation_id: id,
        recommendation: RECOMMENDATION_BY_RATING[review.rating - 1] ?? 'major_revisions',
        confidential_comments: o.rng() < 0.4 ? 'The statistics section needs a second look.' : null,
        submitted_at: review.created_at,
        // A decision closed the round and sent its reviews to the author.
        released_at: round.open ? null : review.created_at,
      });
    }
  }
  const others = o.reviewers.filter(
    (r) => !assigned.includes(r) && r !== m.submitter_id && r !== o.demoReviewer,
  );
  // An open round past its first days has found the second reviewer it needs (still writing).
  if (round.open && assigned.length < 2 && o.now - round.opened > 10 * DAY && others.length) {
    const second = others.splice(Math.floor(o.rng() * others.length), 1)[0]!;
    await repo.insertInvitation(db, {
      round_id: round.id,
      manuscript_id: m.id,
      reviewer_id: second,
      invited_by: o.chief,
      status: 'accepted',
      due_at: due,
      responded_at: answer(),
      decline_reason: null,
      created_at: iso(round.opened),
    });
    await repo.assignReviewer(db, m.id, second, o.chief, iso(round.opened));
  }
  if (others.length && o.rng() < 0.3) {
    await repo.insertInvitation(db, {
      round_id: round.id,
      manuscript_id: m.id,
      reviewer_id: pick(o.rng, others),
      invited_by: o.chief,
      status: 'declined',
      due_at: due,
      responded_at: answer(),
      decline_reason: pick(o.rng, DECLINE_REASONS),
      created_at: iso(round.opened),
    });
  }
}

/** The decisions of the history, each in the round open when it was taken. */
function decisionRows(o: PeerReviewSeedOptions, m: Seeded, steps: History[], rounds: Round[]) {
  return steps.flatMap((h) => {
    const decision = h.from_status ? decisionForTransition(h.from_status, h.to_status) : null;
    if (!decision) return [];
    const at = Date.parse(h.created_at);
    const round = [...rounds].reverse().find((r) => r.opened <= at);
    return [
      {
        manuscript_id: m.id,
        round_id: round?.id ?? null,
        user_id: decision === 'send_to_review' ? h.user_id : o.chief,
        kind: 'decision',
        decision,
        letter: LETTER_REQUIRED_DECISIONS.includes(decision) ? LETTERS[decision]! : null,
        reason: null,
        created_at: h.created_at,
      },
    ];
  });
}

export async function seedPeerReview(db: Database, o: PeerReviewSeedOptions) {
  const manuscripts = await repo.seededManuscripts(db, o.fromId, o.toId);
  const ids = manuscripts.map((m) => m.id);
  if (ids.length === 0) return;
  const [history, assignments, reviews] = await Promise.all([
    repo.historyOf(db, ids),
    repo.assignmentsOf(db, ids),
    repo.reviewsOf(db, ids),
  ]);
  const decisions: Record<string, unknown>[] = [];
  const recommendable: { m: Seeded; round: Round }[] = [];
  const demoInvitable: { m: Seeded; round: Round }[] = [];
  for (const m of manuscripts) {
    const steps = history.filter((h) => h.manuscript_id === m.id);
    const rounds = await openRounds(db, m, steps);
    const assigned = assignments.filter((a) => a.manuscript_id === m.id).map((a) => a.reviewer_id);
    const last = rounds.at(-1);
    if (last) {
      const own = reviews.filter((r) => r.manuscript_id === m.id);
      await invite(db, o, m, last, assigned, own);
      if (last.open && own.length) recommendable.push({ m, round: last });
      if (last.open && o.demoReviewer && !assigned.includes(o.demoReviewer)) {
        if (m.submitter_id !== o.demoReviewer) demoInvitable.push({ m, round: last });
      }
    }
    decisions.push(...decisionRows(o, m, steps, rounds));
    const published = steps.find((h) => h.to_status === 'published');
    const handling =
      o.associate && ['submitted', 'under_review', 'revised'].includes(m.status) && o.rng() < 0.4
        ? o.associate
        : null;
    if (published || handling) {
      await repo.setManuscriptFields(db, m.id, {
        ...(published ? { published_at: published.created_at } : {}),
        ...(handling ? { handling_editor_id: handling } : {}),
      });
    }
  }
  await insertRows(db, 'editorial_decisions', decisions);
  await recommend(db, o, recommendable);
  await inviteDemoReviewer(db, o, demoInvitable);
}
