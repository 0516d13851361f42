// POST manuscripts/{id}/letter-draft: the letter a decision starts from. The
// journal's template of that decision (its own text, else the platform's, else
// the built-in one, in the letter's language), merged for the submitting
// author, with {{reviews}} the reviews the decision would release as the
// authors will read them. Nothing is written: the editor edits the letter and
// sends it with the decision.
import {
  DECISION_MESSAGES,
  LETTER_DECISION_DETAILS,
  type LetterDraft,
  type LetterDraftRequest,
  type LetterLocale,
  msg,
  type PeerReview,
  RELEASING_DECISIONS,
  renderMessage,
  REVISION_MESSAGES,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { fieldError } from '../../lib/http-errors';
import { policyFor } from '../editorial';
import type { ManuscriptContext } from '../manuscripts';
import { allowedDecisions } from '../manuscripts';
import { journalVisibilityOf, settingsOf } from '../manuscripts';
import { reviewsAsReleased } from '../reviews';
import { openRoundOf } from '../reviews';
import { formatMergeDate, letterLocale, mergeValuesFor, renderMailTemplate } from '../templates';
import { userLocale } from './decisions.repository';
import { revisionTerms } from './revision-terms';

/**
 * The reviews as they stand in the letter: each under the reviewer's name
 * when the authors may know it (open review), else "Reviewer 1", "Reviewer 2"
 * in the letter's language, numbered as the authors receive them.
 */
export const reviewsText = (reviews: readonly PeerReview[], locale: LetterLocale) =>
  reviews
    .map((review, index) => {
      const heading =
        review.user?.name ??
        renderMessage(msg('decision.letterReviewer', { n: index + 1 }), locale);
      return `${heading}\n${review.content.trim()}`;
    })
    .join('\n\n');

export async function letterDraft(
  db: Database,
  context: ManuscriptContext,
  input: LetterDraftRequest,
  panelUrl: string,
  now = new Date(),
): Promise<LetterDraft> {
  const { row, relation } = context;
  const details = LETTER_DECISION_DETAILS[input.decision];
  if (!allowedDecisions(row.status, relation).includes(details.decision)) {
    throw fieldError('decision', DECISION_MESSAGES.decisionNotAllowed(row.status));
  }
  if (!details.kind && input.revision_due_at !== undefined) {
    throw fieldError('revision_due_at', REVISION_MESSAGES.onlyWithRevisions);
  }
  // The submitting author's language unless the editor chose another.
  const locale = input.locale ?? letterLocale(await userLocale(db, row.submitter_id));
  const revision = details.kind
    ? await revisionTerms(
        db,
        row.journal_id,
        { kind: details.kind, dueAt: input.revision_due_at },
        now,
      )
    : null;
  // What the authors will read of the reviews: the policy of an author of this journal.
  const journal = await journalVisibilityOf(db, row.journal_id);
  const authors = policyFor(
    {
      userId: row.submitter_id,
      admin: false,
      editor: false,
      outsideEditor: false,
      author: true,
      reviewer: false,
    },
    settingsOf(journal),
  );
  const round = RELEASING_DECISIONS.includes(details.decision)
    ? await openRoundOf(db, row.id)
    : undefined;
  const reviews = round
    ? await reviewsAsReleased(db, row.id, round.id, input.reviews, authors)
    : [];
  const values = await mergeValuesFor(db, {
    manuscriptId: row.id,
    recipientId: row.submitter_id,
    panelUrl,
    locale,
    extra: {
      reviews: reviewsText(reviews, locale),
      ...(revision ? { due_date: formatMergeDate(revision.dueAt, locale) } : {}),
    },
  });
  const letter = await renderMailTemplate(db, {
    key: details.template,
    journalId: row.journal_id,
    locale,
    values,
  });
  return { ...letter, locale, revision_due_at: revision?.dueAt ?? null };
}
