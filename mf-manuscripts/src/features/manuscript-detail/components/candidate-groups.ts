import { type TFunction } from 'i18next';
import {
  type ReviewerCandidate,
  type ReviewerCandidatesResponse,
} from '@colophon/shared/contracts';
import { type CandidateGroup } from './reviewer-candidate-list';

/**
 * The dialog's list in its parts. Without a search: the previous round's
 * reviewers first, then the suggested (best fit first), then the others. With
 * one: the search's matches, a suggested one shown with its reasons.
 */
export function candidateGroups(
  data: ReviewerCandidatesResponse | undefined,
  search: string,
  t: TFunction<'manuscripts'>,
): CandidateGroup[] {
  if (!data) return [];
  const suggestedById = new Map(data.suggested.map((c) => [c.id, c]));
  // The suggested row carries the reasons; a search row of the same reviewer may not.
  const best = (c: ReviewerCandidate) => suggestedById.get(c.id) ?? c;
  if (search) {
    return [
      { key: 'results', title: t('invite.sections.results'), candidates: data.data.map(best) },
    ];
  }
  const previousIds = new Set(data.previous_round.map((c) => c.id));
  const suggested = data.suggested.filter((c) => !previousIds.has(c.id));
  const others = data.data.filter((c) => !previousIds.has(c.id) && !suggestedById.has(c.id));
  return [
    {
      key: 'previous',
      title: t('invite.sections.previousRound'),
      candidates: data.previous_round.map(best),
    },
    { key: 'suggested', title: t('invite.sections.suggested'), candidates: suggested },
    { key: 'others', title: t('invite.sections.others'), candidates: others },
  ];
}
