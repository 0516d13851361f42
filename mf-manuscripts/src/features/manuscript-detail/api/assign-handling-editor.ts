import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type Mutation } from '@colophon/shared/contracts';
import { MANUSCRIPTS_ROOT_KEY } from '../../../lib/query-keys';
import { type ManuscriptDetail } from '../../../lib/manuscript';
import { manuscriptDetailKeys } from './query-keys';

export async function assignHandlingEditor({
  manuscriptId,
  userId,
}: {
  manuscriptId: number;
  /** null: no handling editor. */
  userId: number | null;
}): Promise<ManuscriptDetail> {
  const { data } = await apiClient.put<Mutation<ManuscriptDetail>>(
    `manuscripts/${manuscriptId}/handling-editor`,
    { user_id: userId },
  );
  return data.data;
}

/** The editor-in-chief names the associate editor handling the manuscript; the queue refreshes too. */
export function useAssignHandlingEditor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignHandlingEditor,
    onSuccess: async (manuscript) => {
      queryClient.setQueryData(manuscriptDetailKeys.detail(manuscript.id), manuscript);
      await queryClient.invalidateQueries({ queryKey: MANUSCRIPTS_ROOT_KEY });
    },
  });
}
