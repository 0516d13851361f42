import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type LetterDraft, type LetterDraftInput } from '@colophon/shared/contracts';
import { manuscriptDetailKeys } from './query-keys';

/** The letter a decision starts from: nothing is stored (POST only for its body). */
export async function getLetterDraft(
  manuscriptId: number,
  input: LetterDraftInput,
): Promise<LetterDraft> {
  const { data } = await apiClient.post<LetterDraft>(
    `manuscripts/${manuscriptId}/letter-draft`,
    input,
  );
  return data;
}

export const getLetterDraftQueryOptions = (manuscriptId: number, input: LetterDraftInput) =>
  queryOptions({
    queryKey: [...manuscriptDetailKeys.detail(manuscriptId), 'letter-draft', input] as const,
    queryFn: () => getLetterDraft(manuscriptId, input),
    // The last letter stays shown while the next one (another choice) loads.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
