// Decisions (the editor-in-chief), recommendations (the handling associate
// editor), the handling editor and the decision timeline (docs/workflow.md).
// A decision is its status change: one transaction with the status history,
// the timeline row and the audit (manuscript-workflow.service's changeStatus).
import {
  DECISION_MESSAGES,
  DECISION_TRANSITIONS,
  type DecisionCreateInput,
  type DecisionTimeline,
  type EditorialDecisionEntry,
  type RecommendationCreateInput,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { writeAudit } from '../../lib/audit.repository';
import { conflict, fieldError } from '../../lib/http-errors';
import type { AuthUser } from '../auth';
import type { ManuscriptContext } from '../manuscripts';
import { allowedDecisions, mayAssignHandlingEditor, mayRecommend } from '../manuscripts';
import { changeStatus, CHANGED_MEANWHILE } from './manuscript-workflow.service';
import { presentManuscript } from '../manuscripts';
import { policyForContext, policyOf } from '../manuscripts';
import type { Policy } from '../editorial';
import { findManuscriptById } from '../manuscripts';
import {
  handlingEditorCandidates as journalHandlingEditorCandidates,
  isJournalEditor,
} from '../journals';
import { notifyHandlingEditorAssigned, notifyRecommendation } from '../notifications';
import { revisionKindOf } from '../manuscripts';
import * as repo from './decisions.repository';

const D = DECISION_MESSAGES;

/** POST manuscripts/{id}/decisions: the guard let only the editor-in-chief through. */
export async function takeDecision(
  db: Database,
  actor: AuthUser,
  context: ManuscriptContext,
  input: DecisionCreateInput,
) {
  const { row } = context;
  const transition = DECISION_TRANSITIONS[input.decision];
  if (!transition.from.includes(row.status as never)) {
    throw fieldError('decision', D.decisionNotAllowed(row.status));
  }
  if (
    input.decision === 'accept' &&
    !input.reason &&
    !(await repo.hasCompletedReview(db, row.id))
  ) {
    throw fieldError('reason', D.reasonRequired);
  }
  const publish = input.decision === 'publish';
  return changeStatus(
    db,
    actor,
    context,
    {
      status: transition.to,
      letter: input.letter ?? null,
      internal_note: input.internal_note ?? null,
      // request_revisions only (the schema refuses them with any other decision).
      ...(input.revision_kind ? { revision_kind: input.revision_kind } : {}),
      ...(input.revision_due_at ? { revision_due_at: input.revision_due_at } : {}),
    },
    {
      decision: input.decision,
      reason: input.decision === 'accept' ? (input.reason ?? null) : null,
      published_at: publish ? (input.published_at ?? null) : null,
      doi: publish ? (input.doi ?? null) : null,
      ...(input.reviews ? { reviews: input.reviews } : {}),
    },
  );
}

/** POST manuscripts/{id}/recommendations: the guard checked who; here when. */
export async function recordRecommendation(
  db: Database,
  actor: AuthUser,
  { row, relation }: ManuscriptContext,
  input: RecommendationCreateInput,
): Promise<EditorialDecisionEntry> {
  if (!mayRecommend(row.status, relation)) {
    throw fieldError('recommendation', D.recommendationNotAllowed);
  }
  return db.transaction().execute(async (trx) => {
    const id = await repo.insertDecision(trx, {
      manuscript_id: row.id,
      user_id: actor.id,
      kind: 'recommendation',
      decision: input.recommendation,
      letter: input.notes ?? null,
      reason: null,
    });
    await writeAudit(trx, {
      actorId: actor.id,
      entity: 'manuscript',
      entityId: row.id,
      action: 'recommendation_recorded',
      after: { title: row.title, recommendation: input.recommendation },
    });
    await notifyRecommendation(trx, actor, row, input.recommendation);
    // The one who recorded it reads it whole.
    const entries = await timelineEntries(
      trx,
      row.id,
      policyOf({ ...relation, staff: true, editor: true }, null),
      row,
    );
    return entries.find((e) => e.id === id)!;
  });
}

async function timelineEntries(
  db: Database,
  manuscriptId: number,
  policy: Policy,
  manuscript: { doi: string | null; published_at: string | null },
): Promise<EditorialDecisionEntry[]> {
  // Recommendations are the editors' own reading.
  const kinds = policy.internalNotes ? ['decision', 'recommendation'] : ['decision'];
  const rows = await repo.decisionsOf(db, manuscriptId, kinds);
  return rows.map((r) => {
    const recommendation = r.kind === 'recommendation';
    const published = r.kind === 'decision' && r.decision === 'publish';
    return {
      id: r.id,
      kind: recommendation ? 'recommendation' : 'decision',
      decision: r.decision,
      round: r.round ?? null,
      letter: !recommendation && policy.letters ? r.letter : null,
      notes: recommendation && policy.internalNotes ? r.letter : null,
      internal_note: policy.note(r.user_id) ? r.internal_note : null,
      revision_kind: recommendation ? null : revisionKindOf(r.revision_kind),
      reason: policy.internalNotes ? r.reason : null,
      doi: published ? manuscript.doi : null,
      published_at: published ? manuscript.published_at : null,
      user:
        policy.decisionMakers && r.user_id !== null && r.user_name !== null
          ? { id: r.user_id, name: r.user_name }
          : null,
      created_at: r.created_at,
    };
  });
}

/**
 * GET manuscripts/{id}/decisions: what the visibility policy lets the reader
 * see. Editors see everything; its authors the decisions with their letters;
 * its reviewers only which decisions were taken.
 */
export async function decisionTimeline(
  db: Database,
  context: ManuscriptContext,
): Promise<DecisionTimeline> {
  const { row, relation } = context;
  const policy = await policyForContext(db, context);
  const data = await timelineEntries(db, row.id, policy, row);
  const decisions = allowedDecisions(row.status, relation);
  return {
    data,
    meta: {
      allowed_decisions: decisions,
      may_recommend: mayRecommend(row.status, relation),
      accept_needs_reason: decisions.includes('accept')
        ? !(await repo.hasCompletedReview(db, row.id))
        : false,
    },
  };
}

/** GET manuscripts/{id}/handling-editor-candidates: associate editors first, then editors-in-chief. */
export async function handlingEditorCandidates(db: Database, { row }: ManuscriptContext) {
  // The journal's editors (its team, or every holder of the role), associate editors first.
  return { data: await journalHandlingEditorCandidates(db, row.journal_id) };
}

/** PUT manuscripts/{id}/handling-editor: an associate editor (or editor-in-chief), or nobody. */
export async function assignHandlingEditor(
  db: Database,
  actor: AuthUser,
  { row, relation }: ManuscriptContext,
  userId: number | null,
) {
  if (!mayAssignHandlingEditor(row.status, relation)) {
    throw fieldError(
      'status',
      `A handling editor cannot be assigned to a ${row.status} manuscript.`,
    );
  }
  // One of the journal's editors: its team's, or any holder of a role the team names nobody for.
  if (userId !== null && !(await isJournalEditor(db, row.journal_id, userId))) {
    throw fieldError('user_id', D.handlingEditorNotEditor);
  }
  return db.transaction().execute(async (trx) => {
    const moved = await repo.setHandlingEditor(trx, row.id, row.handling_editor_id, userId);
    if (!moved) throw conflict(CHANGED_MEANWHILE);
    await writeAudit(trx, {
      actorId: actor.id,
      entity: 'manuscript',
      entityId: row.id,
      action: 'handling_editor_assigned',
      before: { title: row.title, handling_editor_id: row.handling_editor_id },
      after: { title: row.title, handling_editor_id: userId },
    });
    const fresh = (await findManuscriptById(trx, row.id))!;
    if (userId !== null && userId !== row.handling_editor_id)
      await notifyHandlingEditorAssigned(trx, actor, fresh, userId);
    // The reader's relation to it changes only in who handles it.
    const next = { ...relation, handling: userId === actor.id, handled: userId !== null };
    return presentManuscript(trx, actor, fresh, next);
  });
}
