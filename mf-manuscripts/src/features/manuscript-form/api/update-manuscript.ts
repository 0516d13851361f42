import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type ManuscriptUpdateInput, type Mutation } from '@colophon/shared/contracts';
import { MANUSCRIPTS_ROOT_KEY } from '../../../lib/query-keys';
import { type ManuscriptDetail } from '../../../lib/manuscript';

export async function updateManuscript({
  id,
  payload,
}: {
  id: number;
  payload: ManuscriptUpdateInput;
}): Promise<ManuscriptDetail> {
  const { data } = await apiClient.put<Mutation<ManuscriptDetail>>(`manuscripts/${id}`, payload);
  return data.data;
}

/** Saves a manuscript and refreshes every manuscripts query (lists and its detail). */
export function useUpdateManuscript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateManuscript,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MANUSCRIPTS_ROOT_KEY }),
  });
}
