// A journal's review form: staff read it, reviewers read the form of the
// manuscript they review, administrators and the journal's editors-in-chief
// change it (the same people who edit its letters and reminders). Each save
// is a new version; reviews keep a snapshot of the questions they answered
// (review-answers.ts), so nothing old needs the old version.
import crypto from 'node:crypto';
import {
  msg,
  type ReviewForm,
  type ReviewFormPayload,
  type ReviewQuestion,
  reviewQuestionSchema,
  REVIEW_FORM_MESSAGES as M,
} from '@colophon/shared/contracts';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { nowIso } from '../../db/portable';
import { writeAudit } from '../../lib/audit.repository';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { ADMIN_ROLES, hasAnyRole } from '../../lib/roles';
import type { AuthUser } from '../auth';
import { JOURNAL_NOT_FOUND, journalChiefIds } from '../journals';
import * as repo from './review-forms.repository';

const questionsSchema = z.array(reviewQuestionSchema);

/** The journal's form as it is now (version 0 and no questions when it never saved one). */
export async function currentForm(db: Database, journalId: number): Promise<ReviewForm> {
  const row = await repo.findForm(db, journalId);
  if (!row) return { journal_id: journalId, version: 0, questions: [], updated_at: null };
  return {
    journal_id: journalId,
    version: row.version,
    questions: questionsSchema.parse(JSON.parse(row.questions)),
    updated_at: row.updated_at,
  };
}

/** Administrators, and the journal's editors-in-chief (its team's, or every one when it names none). */
export async function mayEdit(db: Database, actor: AuthUser, journalId: number) {
  return (
    hasAnyRole(actor, ADMIN_ROLES) || (await journalChiefIds(db, journalId)).includes(actor.id)
  );
}

async function existing(db: Database, journalId: number) {
  if (!(await repo.journalExists(db, journalId))) throw notFound(JOURNAL_NOT_FOUND);
}

/** GET journals/{id}/review-form. */
export async function getForm(db: Database, actor: AuthUser, journalId: number) {
  await existing(db, journalId);
  return {
    data: await currentForm(db, journalId),
    meta: { can_edit: await mayEdit(db, actor, journalId) },
  };
}

/** Settled before the body is validated (403 before 422). */
export async function assertMayEdit(db: Database, actor: AuthUser, journalId: number) {
  await existing(db, journalId);
  if (!(await mayEdit(db, actor, journalId))) throw forbidden(M.notAllowed);
}

/** New questions get a key no other question of the form has. */
function withIds(questions: ReviewFormPayload['questions']): ReviewQuestion[] {
  const taken = new Set(questions.flatMap((q) => (q.id ? [q.id] : [])));
  return questions.map((q) => {
    if (q.id) return { ...q, id: q.id };
    let id: string;
    do id = `q${crypto.randomBytes(5).toString('hex')}`;
    while (taken.has(id));
    taken.add(id);
    return { ...q, id };
  });
}

/** PUT journals/{id}/review-form: every question in order; the next version. */
export async function updateForm(
  db: Database,
  actor: AuthUser,
  journalId: number,
  input: ReviewFormPayload,
): Promise<ReviewForm> {
  const questions = withIds(input.questions);
  const at = nowIso();
  return db
    .transaction()
    .execute(async (trx) => {
      await existing(trx, journalId);
      if (!(await mayEdit(trx, actor, journalId))) throw forbidden(M.notAllowed);
      const before = await currentForm(trx, journalId);
      const version = before.version + 1;
      const saved = await repo.saveForm(
        trx,
        {
          journal_id: journalId,
          version,
          questions: JSON.stringify(questions),
          updated_by: actor.id,
        },
        at,
      );
      if (!saved) throw conflict(msg('common.conflict'));
      await writeAudit(trx, {
        actorId: actor.id,
        entity: 'journal',
        entityId: journalId,
        action: 'review_form_updated',
        before: { version: before.version, questions: before.questions.length },
        after: { version, questions: questions.map((q) => `${q.kind}/${q.audience}: ${q.label}`) },
      });
      return { journal_id: journalId, version, questions, updated_at: at };
    })
    .catch((error: unknown) => {
      // Two first saves racing: the primary key refuses one.
      if (isUniqueViolation(error)) throw conflict(msg('common.conflict'));
      throw error;
    });
}
