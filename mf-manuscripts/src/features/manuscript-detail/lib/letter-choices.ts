// The decisions the dialog offers as choices, each with the letter the
// journal's template writes for it: minor and major revisions are two choices
// of one decision (request_revisions), a desk decline is the decision
// `decline`.
import {
  DECISION_TRANSITIONS,
  LETTER_DECISION_DETAILS,
  LETTER_DECISIONS,
  type EditorialDecision,
  type LetterDecision,
  type ManuscriptStatus,
  type RevisionKind,
} from '@colophon/shared/contracts';

/** The letter decisions the reader may take now (`allowed`: the detail's allowed_decisions). */
export const letterChoices = (allowed: readonly string[]): LetterDecision[] =>
  LETTER_DECISIONS.filter((choice) => allowed.includes(LETTER_DECISION_DETAILS[choice].decision));

/**
 * The choice a workflow button opens the dialog on: its decision, and for
 * revisions major ones (as the API reads a request without a kind).
 */
export function choiceOf(decision: EditorialDecision | null): LetterDecision | null {
  if (decision === 'request_revisions') return 'major_revisions';
  const found = LETTER_DECISIONS.find((c) => LETTER_DECISION_DETAILS[c].decision === decision);
  return found ?? null;
}

/** The status a choice moves the manuscript to. */
export const statusOf = (choice: LetterDecision): ManuscriptStatus =>
  DECISION_TRANSITIONS[LETTER_DECISION_DETAILS[choice].decision].to;

export const kindOf = (choice: LetterDecision | null): RevisionKind | null =>
  choice ? LETTER_DECISION_DETAILS[choice].kind : null;
