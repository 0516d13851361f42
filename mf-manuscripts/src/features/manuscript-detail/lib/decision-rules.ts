// Which editorial decision a workflow button takes, and what its dialog asks for.
import {
  DECISION_MESSAGES,
  DECISION_TRANSITIONS,
  DOI_PATTERN,
  LETTER_REQUIRED_DECISIONS,
  decisionForTransition,
  NOTES_REQUIRED_STATUSES,
  type EditorialDecision,
  type ManuscriptStatus,
  revisionDueSchema,
} from '@colophon/shared/contracts';

/**
 * The decision (POST …/decisions) behind moving a manuscript from `from` to
 * `to`, when the reader may take it (`allowed`: the detail's allowed_decisions);
 * null when the step is a plain status change (submit, withdraw, an associate
 * editor sending to review).
 */
export function decisionFor(
  from: string,
  to: ManuscriptStatus,
  allowed: readonly string[],
): EditorialDecision | null {
  const match = (Object.keys(DECISION_TRANSITIONS) as EditorialDecision[]).find(
    (decision) =>
      allowed.includes(decision) &&
      DECISION_TRANSITIONS[decision].to === to &&
      DECISION_TRANSITIONS[decision].from.includes(from as ManuscriptStatus),
  );
  return match ?? null;
}

/** A letter to the author must be written: request revisions, reject and decline (either call). */
export const letterRequired = (to: ManuscriptStatus, decision: EditorialDecision | null) =>
  decision !== null
    ? LETTER_REQUIRED_DECISIONS.includes(decision)
    : NOTES_REQUIRED_STATUSES.includes(to);

/**
 * A letter to the author goes only with a change that is a decision (whoever
 * takes it, on either call); any other change carries a note for the editors only.
 */
export const letterAllowed = (from: string, to: ManuscriptStatus) =>
  decisionForTransition(from, to) !== null;

/** A DOI as the API takes it (10.NNNN/…), or blank for none. */
export const validDoi = (doi: string) => doi.trim() === '' || DOI_PATTERN.test(doi.trim());

/** A publication date as the date field gives it (yyyy-mm-dd), a real day. */
export const validDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** What the decision dialog checks before sending: field → message code (none when fine). */
type CheckedField = 'letter' | 'reason' | 'doi' | 'published_at' | 'revision_due';

export function stepErrors(
  fields: Record<CheckedField, string>,
  rules: {
    letterRequired: boolean;
    reasonRequired: boolean;
    askPublication: boolean;
    askRevision?: boolean;
  },
): Partial<Record<CheckedField, string>> {
  const found: Partial<Record<CheckedField, string>> = {};
  if (rules.letterRequired && !fields.letter.trim())
    found.letter = DECISION_MESSAGES.letterRequired;
  if (rules.reasonRequired && !fields.reason.trim())
    found.reason = DECISION_MESSAGES.reasonRequired;
  if (rules.askPublication && !validDate(fields.published_at))
    found.published_at = DECISION_MESSAGES.publishedAtInvalid;
  if (rules.askPublication && !validDoi(fields.doi)) found.doi = DECISION_MESSAGES.doiInvalid;
  // The API's own check of the day (a day, not in the past); blank keeps the letter's default.
  const due =
    rules.askRevision && fields.revision_due
      ? revisionDueSchema.safeParse(fields.revision_due)
      : null;
  if (due && !due.success) found.revision_due = due.error.issues[0]?.message;
  return found;
}
