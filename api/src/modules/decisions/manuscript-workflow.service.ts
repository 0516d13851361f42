// The editorial workflow, the one place a status change or decision is made: submitting, status changes (checked against the
// state machine for this reader), reviewer assignment and reviews. Every
// change is recorded in the status history and the audit log.
import {
  DECISION_MESSAGES,
  decisionForTransition,
  type EditorialDecision,
  MANUSCRIPT_MESSAGES,
  NOTES_REQUIRED_STATUSES,
  RELEASING_DECISIONS,
  REVISION_MESSAGES,
  type ManuscriptStatusChange,
  type ReviewReleaseInput,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { nowIso } from '../../db/portable';
import { writeAudit } from '../../lib/audit.repository';
import { conflict, fieldError } from '../../lib/http-errors';
import type { AuthUser } from '../auth';
import { insertDecision } from './decisions.repository';
import { type RevisionTerms, revisionTerms } from './revision-terms';
import { notifyRoundDecided, notifyStatusChanged } from '../notifications';
import { assignAsAccepted } from '../reviews';
import { releaseRoundReviews } from '../reviews';
import { openRoundOf } from '../reviews';
import { syncReviewRound } from '../reviews';
import type { ManuscriptContext } from '../manuscripts';
import { FINAL_STATUSES } from '../manuscripts';
import { authorsOf } from '../manuscripts';
import {
  insertHistory,
  replaceReviewers,
  reviewerUserIds,
  reviewersOf,
  revisionsOf,
} from '../manuscripts';
import { presentManuscript } from '../manuscripts';
import { findManuscriptById, moveStatus } from '../manuscripts';
import { assertTransition } from '../manuscripts';
import { msg, REVIEW_MESSAGES as R } from '@colophon/shared/contracts';

export const CHANGED_MEANWHILE = 'The manuscript changed meanwhile; reload it and try again.';

async function assertReviewers(db: Database, ids: number[]) {
  const reviewers = await reviewerUserIds(db, ids);
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
  /** Which of the round's reviews go to the author (absent: all, as written). */
  reviews?: ReviewReleaseInput[];
};

/** The publish step records the date (and a DOI when given). */
const publication = (to: string, now: string, details?: DecisionDetails) =>
  to !== 'published'
    ? {}
    : {
        published_at: details?.published_at ?? now,
        ...(details?.doi ? { doi: details.doi } : {}),
      };

/**
 * The two texts of a change: the letter to the author goes only with a
 * decision; the spec's `notes` is the letter of a decision and a note for
 * the editors otherwise.
 */
function textsOf(change: ManuscriptStatusChange, decision: EditorialDecision | null) {
  if (!decision && change.letter) throw fieldError('letter', msg('decision.letterOnlyDecision'));
  const letter = decision ? (change.letter ?? change.notes ?? null) : null;
  const internalNote = change.internal_note ?? (decision ? null : (change.notes ?? null));
  if (NOTES_REQUIRED_STATUSES.includes(change.status) && !letter?.trim()) {
    // Reported at the field the caller used: the spec's `notes`, or `letter`.
    throw fieldError(
      change.letter === undefined ? 'notes' : 'letter',
      DECISION_MESSAGES.notesRequired,
    );
  }
  return { letter, internalNote };
}

/**
 * A request for revisions: its kind (absent: major) and due date (absent:
 * the journal's revision period). Any other change takes neither.
 */
async function revisionOf(
  db: Database,
  row: ManuscriptContext['row'],
  change: ManuscriptStatusChange,
): Promise<RevisionTerms | null> {
  if (change.status !== 'revision_requested') {
    for (const field of ['revision_kind', 'revision_due_at'] as const) {
      if (change[field] !== undefined) throw fieldError(field, REVISION_MESSAGES.onlyWithRevisions);
    }
    return null;
  }
  return revisionTerms(db, row.journal_id, {
    kind: change.revision_kind,
    dueAt: change.revision_due_at,
  });
}

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
  const decision = details?.decision ?? decisionForTransition(row.status, change.status);
  const { letter, internalNote } = textsOf(change, decision);
  const revision = await revisionOf(db, row, change);
  return db.transaction().execute(async (trx) => {
    if (change.reviewer_ids) await assertReviewers(trx, change.reviewer_ids);
    const now = nowIso();
    const moved = await moveStatus(trx, row.id, row.status, {
      status: change.status,
      updated_at: now,
      ...(change.status === 'submitted' && !row.submission_date ? { submission_date: now } : {}),
      ...publication(change.status, now, details),
      // Due while the revision is awaited; any other move (the revision, a final decision) clears it.
      revision_due_at: revision?.dueAt ?? null,
    });
    if (!moved) throw conflict(CHANGED_MEANWHILE);
    // The round a decision closes sends its reviews to the author first.
    const closing =
      decision && RELEASING_DECISIONS.includes(decision)
        ? await openRoundOf(trx, row.id)
        : undefined;
    if (closing) await releaseRoundReviews(trx, closing.id, details?.reviews);
    // Review rounds: under_review opens the next one, leaving review closes it.
    await syncReviewRound(trx, row.id, change.status);
    if (change.reviewer_ids) await assignAsAccepted(trx, row.id, change.reviewer_ids, actor.id);
    await insertHistory(trx, {
      manuscript_id: row.id,
      from_status: row.status,
      to_status: change.status,
      notes: internalNote,
      letter,
      user_id: actor.id,
    });
    await writeAudit(trx, {
      actorId: actor.id,
      entity: 'manuscript',
      entityId: row.id,
      action: 'status_changed',
      before: { title: row.title, status: row.status },
      after: { title: row.title, status: change.status, letter, internal_note: internalNote },
    });
    // Every decision, through the status call too, goes into the decision timeline.
    if (decision) {
      await insertDecision(trx, {
        manuscript_id: row.id,
        user_id: actor.id,
        kind: 'decision',
        decision,
        letter,
        internal_note: internalNote,
        reason: details?.reason ?? null,
        revision_kind: revision?.kind ?? null,
      });
    }
    // Only the letter reaches the author; the note stays with the editors.
    await notifyStatusChanged(trx, actor, row, change.status, decision, letter, {
      ...(revision ? { kind: revision.kind, due: revision.dueAt.slice(0, 10) } : {}),
      ...(decision === 'decline' ? { desk: 1 } : {}),
    });
    if (closing && decision) await notifyRoundDecided(trx, actor, row, closing.id, decision);
    const fresh = (await findManuscriptById(trx, row.id))!;
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
    revisionsOf(db, context.row.id),
    authorsOf(db, context.row.id),
  ]);
  if (revisions.length === 0) {
    throw fieldError('manuscript_file', msg('manuscript.fileBeforeSubmit'));
  }
  if (authors.length === 0) throw fieldError('authors', MANUSCRIPT_MESSAGES.authorsRequired);
  return changeStatus(db, actor, context, { status: 'submitted', notes: body?.notes ?? null });
}

/**
 * POST manuscripts/{id}/reviewers: names reviewers as accepted invitations of
 * the open round; the plain assignments of before that are not listed go
 * (a reviewer with a live invitation or a review keeps theirs).
 */
export async function assignReviewers(
  db: Database,
  actor: AuthUser,
  { row }: ManuscriptContext,
  reviewerIds: number[],
) {
  if (FINAL_STATUSES.includes(row.status)) {
    throw fieldError('status', `Reviewers cannot be assigned to a ${row.status} manuscript.`);
  }
  // Reviewers work in a review round: named while the manuscript is under review.
  if (row.status !== 'under_review') throw fieldError('status', R.noOpenRound);
  return db.transaction().execute(async (trx) => {
    await assertReviewers(trx, reviewerIds);
    await syncReviewRound(trx, row.id, row.status);
    const before = await reviewersOf(trx, row.id);
    await replaceReviewers(trx, row.id, reviewerIds, actor.id);
    await assignAsAccepted(trx, row.id, reviewerIds, actor.id);
    const after = await reviewersOf(trx, row.id);
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
