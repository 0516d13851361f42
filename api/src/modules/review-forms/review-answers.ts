// Answers of a review form: checked against the journal's current form when a
// review is written (with the one schema builder of the contracts), stored
// with a snapshot of each question, and read back through the visibility
// policy, which decides answer by answer what the reader receives.
import {
  type PeerReviewFieldsInput,
  type ReviewAnswer,
  reviewAnswerSchema,
  reviewAnswersSchema,
  REVIEW_FORM_MESSAGES as M,
} from '@colophon/shared/contracts';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { toFieldErrors } from '../../lib/field-errors';
import { fieldError, unprocessable } from '../../lib/http-errors';
import type { Policy, ReviewFacts } from '../editorial';
import { currentForm } from './review-forms.service';

export type StoredAnswers = { answers: string | null; review_form_version: number | null };

/**
 * The answers of a review for the journal's current form, ready to store, or a
 * 422 at `answers.<question id>` (`answers` for the form as a whole). A journal
 * without questions takes no answers; the spec's fields stay as they are.
 */
export async function answersToStore(
  db: Database,
  journalId: number,
  input: Pick<PeerReviewFieldsInput, 'answers' | 'review_form_version'>,
): Promise<StoredAnswers> {
  const form = await currentForm(db, journalId);
  const given = input.answers ?? {};
  if (form.questions.length === 0) {
    if (Object.keys(given).length > 0) throw fieldError('answers', M.noForm);
    return { answers: null, review_form_version: null };
  }
  if (input.review_form_version !== undefined && input.review_form_version !== form.version) {
    throw fieldError('answers', M.formChanged);
  }
  const parsed = reviewAnswersSchema(form.questions).safeParse(given);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ ...i, path: ['answers', ...i.path] }));
    throw unprocessable(undefined, toFieldErrors(issues));
  }
  const answers: ReviewAnswer[] = form.questions.map((question) => ({
    question,
    value: parsed.data[question.id] ?? null,
  }));
  return { answers: JSON.stringify(answers), review_form_version: form.version };
}

const storedSchema = z.array(reviewAnswerSchema);

/** The stored answers of a review the reader may see (undefined: written without a form). */
export function visibleAnswers(
  row: ReviewFacts & { answers: string | null },
  policy: Policy,
): ReviewAnswer[] | undefined {
  if (row.answers === null) return undefined;
  const parsed = storedSchema.safeParse(JSON.parse(row.answers));
  // A row that does not read as answers shows none rather than failing the whole review.
  if (!parsed.success) return [];
  return parsed.data.filter((a) => policy.reviewAnswer(row, a.question.audience));
}
