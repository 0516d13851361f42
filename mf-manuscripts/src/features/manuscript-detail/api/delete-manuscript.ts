import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type MessageResponse } from '@colophon/shared/contracts';
import { MANUSCRIPTS_ROOT_KEY } from '../../../lib/query-keys';
import { manuscriptDetailKeys } from './query-keys';

export async function deleteManuscript(id: number): Promise<MessageResponse> {
  const { data } = await apiClient.delete<MessageResponse>(`manuscripts/${id}`);
  return data;
}

/** Deletes a manuscript (with its files), drops its cached detail and refreshes the lists. */
export function useDeleteManuscript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteManuscript,
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: manuscriptDetailKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: MANUSCRIPTS_ROOT_KEY });
    },
  });
}
