// The reviewers a manuscript's authors suggest or ask to exclude: written with
// the manuscript (create, update), read by its editors (who weigh them when
// choosing reviewers) and its authors (who wrote them and may edit them);
// never by a reviewer, who must not learn whom the authors wanted or feared.
import type {
  ExcludedReviewerInput,
  ReviewerPreferences,
  SuggestedReviewerInput,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { forbidden } from '../../lib/http-errors';
import type { ManuscriptContext } from './manuscript-access';
import { policyForContext } from './manuscript-policy';
import { preferencesOf, replacePreferences } from './reviewer-preferences.repository';

type PreferenceInput = {
  suggested_reviewers?: SuggestedReviewerInput[] | undefined;
  excluded_reviewers?: ExcludedReviewerInput[] | undefined;
};

/** Writes the lists the input gives (in the caller's transaction); an absent list is kept. */
export async function savePreferences(db: Database, manuscriptId: number, input: PreferenceInput) {
  if (input.suggested_reviewers)
    await replacePreferences(db, manuscriptId, 'suggested', input.suggested_reviewers);
  if (input.excluded_reviewers)
    await replacePreferences(db, manuscriptId, 'excluded', input.excluded_reviewers);
}

/** GET manuscripts/{id}/reviewer-preferences: whoever the visibility policy allows. */
export async function readPreferences(
  db: Database,
  context: ManuscriptContext,
): Promise<ReviewerPreferences> {
  const policy = await policyForContext(db, context);
  if (!policy.reviewerPreferences) throw forbidden();
  return preferencesOf(db, context.row.id);
}
