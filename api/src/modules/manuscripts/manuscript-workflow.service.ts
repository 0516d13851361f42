// The editorial workflow: submitting, status changes (checked against the
// state machine for this reader), reviewer assignment and reviews. Every
// change is recorded in the status history and the audit log.
import {
  DECISION_MESSAGES,
  decisionForTransition,
  type EditorialDecision,
  MANUSCRIPT_MESSAGES,
  NOTES_REQUIRED_STATUSES,
  type ManuscriptStatusChange,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { nowIso } from '../../db/portable';
import { writeAudit } from '../../lib/audit.repository';
import { conflict, fieldError } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import { insertDecision } from '../decisions/decisions.repository';
import { notifyStatusChanged } from '../notifications/notify';
import { syncReviewRound } from '../reviews/review-rounds.service';
import type { ManuscriptContext } from './manuscript-access';
import { FINAL_STATUSES } from './manuscript-permissions';
import { authorsOf } from './manuscript-authors.repository';
import * as rel from './manuscript-relations.repository';
import { presentManuscript } from './manuscripts.presenter';
import * as repo from './manuscripts.repository';
import { assertTransition } from './workflow';
import { msg } from '@colophon/shared/contracts';

export const CHANGED_MEANWHILE = 'The manuscript changed meanwhile; reload it and try again.';

async function assertReviewers(db: Database, ids: number[]) {
  const reviewers = await rel.reviewerUserIds(db, ids);
  const wrong = [...new Set(ids)].filter((id) => !reviewers.has(id));
  if (wrong.length) {
    throw fieldError('reviewer_ids', `These users are not reviewers: ${wrong.join(', ')}.`);
  }
}

/** What a decision (POST manuscripts/{id}/decisions) adds to its status change. */
export type DecisionDetails = {
  decision: EditorialDecision;
  reason?: string | null;
  /** publish: the publication date (default now) and a DOI (kept when absent). */
  published_at?: string | null;
  doi?: string | null;
};

/** The publish step records the date (and a DOI when given). */
const publication = (to: string, now: string, details?: DecisionDetails) =>
  to !== 'published'
    ? {}
    : {
        published_at: details?.published_at ?? now,
        ...(details?.doi ? { doi: details.doi } : {}),
      };

export async function changeStatus(
  db: Database,
  actor: AuthUser,
  context: ManuscriptContext,
  change: ManuscriptStatusChange,
  details?: DecisionDetails,
) {
  const { row, relation } = context;
  assertTransition(row.status, change.status, relation);
  if (change.reviewer_ids && change.status !== 'under_review') {
    throw fieldError('reviewer_ids', msg('manuscript.reviewersOnlyOnSend'));
  }
  // Revision requests and rejections carry a letter to the author (issue 14).
  if (NOTES_REQUIRED_STATUSES.includes(change.status) && !change.notes?.trim()) {
    throw fieldError('notes', DECISION_MESSAGES.notesRequired);
  }
  return db.transaction().execute(async (trx) => {
    if (change.reviewer_ids) await assertReviewers(trx, change.reviewer_ids);
    const now = nowIso();
    const moved = await repo.moveStatus(trx, row.id, row.status, {
      status: change.status,
      updated_at: now,
      ...(change.status === 'submitted' && !row.submission_date ? { submission_date: now } : {}),
      ...publication(change.status, now, details),
    });
    if (!moved) throw conflict(CHANGED_MEANWHILE);
    if (change.reviewer_ids) await rel.replaceReviewers(trx, row.id, change.reviewer_ids, actor.id);
    // Review rounds: under_review opens the next one, leaving review closes it.
    await syncReviewRound(trx, row.id, change.status);
    await rel.insertHistory(trx, {
      manuscript_id: row.id,
      from_status: row.status,
      to_status: change.status,
      notes: change.notes ?? null,
      user_id: actor.id,
    });
    await writeAudit(trx, {
      actorId: actor.id,
      entity: 'manuscript',
      entityId: row.id,
      action: 'status_changed',
      before: { title: row.title, status: row.status },
      after: { title: row.title, status: change.status, notes: change.notes ?? null },
    });
    // Every decision, through the status call too, goes into the decision timeline.
    const decision = details?.decision ?? decisionForTransition(row.status, change.status);
    if (decision) {
      await insertDecision(trx, {
        manuscript_id: row.id,
        user_id: actor.id,
        kind: 'decision',
        decision,
        letter: change.notes ?? null,
        reason: details?.reason ?? null,
      });
    }
    await notifyStatusChanged(trx, actor, row, change.status, decision, change.notes);
    const fresh = (await repo.findManuscriptById(trx, row.id))!;
    return presentManuscript(trx, actor, fresh, relation);
  });
}

/** draft → submitted; the body's journal_id, when given, must be the manuscript's. */
export async function submitManuscript(
  db: Database,
  actor: AuthUser,
  context: ManuscriptContext,
  body: { journal_id?: number; notes?: string | null } | null | undefined,
) {
  if (body?.journal_id !== undefined && body.journal_id !== context.row.journal_id) {
    throw fieldError('journal_id', "The journal id does not match the manuscript's journal.");
  }
  assertTransition(context.row.status, 'submitted', context.relation);
  const [revisions, authors] = await Promise.all([
    rel.revisionsOf(db, context.row.id),
    authorsOf(db, context.row.id),
  ]);
  if (revisions.length === 0) {
    throw fieldError('manuscript_file', msg('manuscript.fileBeforeSubmit'));
  }
  if (authors.length === 0) throw fieldError('authors', MANUSCRIPT_MESSAGES.authorsRequired);
  return changeStatus(db, actor, context, { status: 'submitted', notes: body?.notes ?? null });
}

/** Replaces the assigned reviewers (editors; not once the manuscript is final). */
export async function assignReviewers(
  db: Database,
  actor: AuthUser,
  { row }: ManuscriptContext,
  reviewerIds: number[],
) {
  if (FINAL_STATUSES.includes(row.status)) {
    throw fieldError('status', `Reviewers cannot be assigned to a ${row.status} manuscript.`);
  }
  return db.transaction().execute(async (trx) => {
    await assertReviewers(trx, reviewerIds);
    const before = await rel.reviewersOf(trx, row.id);
    await rel.replaceReviewers(trx, row.id, reviewerIds, actor.id);
    const after = await rel.reviewersOf(trx, row.id);
    await writeAudit(trx, {
      actorId: actor.id,
      entity: 'manuscript',
      entityId: row.id,
      action: 'reviewers_assigned',
      before,
      after,
    });
    return after;
  });
}
