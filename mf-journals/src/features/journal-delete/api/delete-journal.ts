import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type MessageResponse } from '@colophon/shared/contracts';
import { journalKeys } from '../../../lib/journal-keys';

export async function deleteJournal(id: number): Promise<MessageResponse> {
  const { data } = await apiClient.delete<MessageResponse>(`journals/${id}`);
  return data;
}

/** Deletes a journal, forgets its detail and refreshes every journals list. */
export function useDeleteJournal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJournal,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: journalKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: journalKeys.lists() });
    },
  });
}
