import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import {
  type EditorialDecisionEntry,
  type Mutation,
  type RecommendationCreateInput,
} from '@colophon/shared/contracts';
import { manuscriptDetailKeys } from './query-keys';

export async function recordRecommendation({
  manuscriptId,
  recommendation,
}: {
  manuscriptId: number;
  recommendation: RecommendationCreateInput;
}): Promise<EditorialDecisionEntry> {
  const { data } = await apiClient.post<Mutation<EditorialDecisionEntry>>(
    `manuscripts/${manuscriptId}/recommendations`,
    recommendation,
  );
  return data.data;
}

/** An associate editor's recommendation to the editor-in-chief; the detail and its timeline refresh. */
export function useRecordRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordRecommendation,
    onSuccess: (_, { manuscriptId }) =>
      queryClient.invalidateQueries({ queryKey: manuscriptDetailKeys.detail(manuscriptId) }),
  });
}
