// The Manuscripts badge: how many manuscripts await the reader's own action
// (docs/notifications.md). Per role held:
// - everyone, as an author: their manuscripts with revisions requested;
// - reviewer: manuscripts under review with an own invitation to answer or a review to write;
// - editor-in-chief: the editorial queue's stages that wait for a decision
//   (new submissions, revisions submitted, reviews complete, accepted: to publish);
// - associate editor: manuscripts they handle that need reviewers or their recommendation.
// A manuscript counts once however many of these it meets.
import { sql } from 'kysely';
import { EDITORIAL_ACTION_DAYS } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { queueQuery } from './editorial-queue.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

const DECISION_STAGES = ['new_submissions', 'revisions_submitted', 'reviews_complete', 'accepted'];
const HANDLING_STAGES = ['awaiting_reviewers', 'reviews_complete'];

function authorQuery(db: Database, userId: number) {
  return db
    .selectFrom('manuscripts as m')
    .select('m.id')
    .where('m.status', '=', 'revision_requested')
    .where((eb) =>
      eb.or([
        eb('m.submitter_id', '=', userId),
        eb.exists(
          eb
            .selectFrom('manuscript_authors as a')
            .select('a.id')
            .whereRef('a.manuscript_id', '=', 'm.id')
            .where('a.user_id', '=', userId),
        ),
      ]),
    );
}

function reviewerQuery(db: Database, userId: number) {
  return db
    .selectFrom('review_invitations as i')
    .innerJoin('review_rounds as r', 'r.id', 'i.round_id')
    .innerJoin('manuscripts as m', 'm.id', 'i.manuscript_id')
    .select('m.id')
    .where('i.reviewer_id', '=', userId)
    .where('i.status', 'in', ['invited', 'accepted'])
    .where('r.status', '=', 'open')
    .where('m.status', '=', 'under_review');
}

function editorQuery(db: Database, stages: string[], handledBy?: number) {
  const now = new Date();
  const cutoff = new Date(now.getTime() - EDITORIAL_ACTION_DAYS * DAY_MS).toISOString();
  const filters = handledBy === undefined ? {} : { assigned: handledBy };
  return queueQuery(db, filters, now.toISOString(), cutoff, false)
    .clearSelect()
    .select('t.id')
    .where('t.stage', 'in', stages);
}

export async function manuscriptsAwaitingAction(
  db: Database,
  user: { id: number; roles: readonly string[] },
): Promise<number> {
  const parts = [authorQuery(db, user.id)];
  if (user.roles.includes('reviewer')) parts.push(reviewerQuery(db, user.id) as never);
  if (user.roles.includes('editor-in-chief')) parts.push(editorQuery(db, DECISION_STAGES) as never);
  if (user.roles.includes('associate-editor'))
    parts.push(editorQuery(db, HANDLING_STAGES, user.id) as never);
  // UNION removes the duplicates: a manuscript counts once.
  const all = parts.slice(1).reduce((acc, part) => acc.union(part), parts[0]!);
  const row = await db
    .selectFrom(all.as('x'))
    .select(sql<number | string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
