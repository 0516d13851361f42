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
import type { AuthUser } from '../../plugins/auth';
import type { ManuscriptContext } from '../manuscripts/manuscript-access';
import {
  allowedDecisions,
  mayAssignHandlingEditor,
  mayRecommend,
} from '../manuscripts/manuscript-permissions';
import { changeStatus, CHANGED_MEANWHILE } from '../manuscripts/manuscript-workflow.service';
import { presentManuscript } from '../manuscripts/manuscripts.presenter';
import { findManuscriptById } from '../manuscripts/manuscripts.repository';
import { notifyRecommendation } from '../notifications/notify';
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
    { status: transition.to, notes: input.letter ?? null },
    {
      decision: input.decision,
      reason: input.decision === 'accept' ? (input.reason ?? null) : null,
      published_at: publish ? (input.published_at ?? null) : null,
      doi: publish ? (input.doi ?? null) : null,
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
    const entries = await timelineEntries(trx, row.id, true, row);
    return entries.find((e) => e.id === id)!;
  });
}

async function timelineEntries(
  db: Database,
  manuscriptId: number,
  withRecommendations: boolean,
  manuscript: { doi: string | null; published_at: string | null },
  showReason = true,
): Promise<EditorialDecisionEntry[]> {
  const kinds = withRecommendations ? ['decision', 'recommendation'] : ['decision'];
  const rows = await repo.decisionsOf(db, manuscriptId, kinds);
  return rows.map((r) => {
    const recommendation = r.kind === 'recommendation';
    const published = r.kind === 'decision' && r.decision === 'publish';
    return {
      id: r.id,
      kind: recommendation ? 'recommendation' : 'decision',
      decision: r.decision,
      round: r.round ?? null,
      letter: recommendation ? null : r.letter,
      notes: recommendation ? r.letter : null,
      reason: showReason ? r.reason : null,
      doi: published ? manuscript.doi : null,
      published_at: published ? manuscript.published_at : null,
      user:
        r.user_id !== null && r.user_name !== null ? { id: r.user_id, name: r.user_name } : null,
      created_at: r.created_at,
    };
  });
}

/** What a reader who is not staff learns of a decision: its author its letter, a reviewer not even that. */
const forOutsider = (entry: EditorialDecisionEntry, author: boolean): EditorialDecisionEntry => ({
  ...entry,
  letter: author ? entry.letter : null,
  user: null,
});

/**
 * GET manuscripts/{id}/decisions. Staff see everything; its authors see the
 * decisions with their letters (never recommendations, reasons or who took
 * them); its reviewers see only which decisions were taken.
 */
export async function decisionTimeline(
  db: Database,
  { row, relation }: ManuscriptContext,
): Promise<DecisionTimeline> {
  const entries = await timelineEntries(db, row.id, relation.staff, row, relation.staff);
  const data = relation.staff ? entries : entries.map((e) => forOutsider(e, relation.author));
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
export async function handlingEditorCandidates(db: Database) {
  const users = await repo.editorUsers(db);
  const associate = (u: { roles: string[] }) => u.roles.includes('associate-editor');
  return { data: [...users.filter(associate), ...users.filter((u) => !associate(u))] };
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
  if (userId !== null && !(await repo.isEditorUser(db, userId))) {
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
    // The reader's relation to it changes only in who handles it.
    const next = { ...relation, handling: userId === actor.id, handled: userId !== null };
    return presentManuscript(trx, actor, fresh, next);
  });
}
