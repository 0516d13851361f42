// The review dialog's schema: the spec's fields and the peer-review ones, and,
// when the journal has a review form, its answers as the contracts build them
// from the questions (the same function the API validates with).
import {
  peerReviewFieldsSchema,
  type ReviewQuestion,
  reviewAnswersSchema,
  reviewCreateSchema,
} from '@colophon/shared/contracts';

export const baseReviewSchema = reviewCreateSchema.extend(peerReviewFieldsSchema.shape);

export function reviewSchemaFor(questions: readonly ReviewQuestion[]): typeof baseReviewSchema {
  if (questions.length === 0) return baseReviewSchema;
  // The same fields, answers checked question by question: the values keep the base's shape
  // (an answer per question id), so the form's types stay those of the base schema.
  return baseReviewSchema.extend({
    answers: reviewAnswersSchema(questions),
  }) as unknown as typeof baseReviewSchema;
}

/** The form field of a question's answer: server errors at `answers.<id>` land on it. */
export const answerField = (question: Pick<ReviewQuestion, 'id'>) =>
  `answers.${question.id}` as const;
