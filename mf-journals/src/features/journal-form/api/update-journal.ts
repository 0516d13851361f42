import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type Journal, type JournalUpdatePayload, type Mutation } from '@colophon/shared/contracts';
import { journalKeys } from '../../../lib/journal-keys';

export interface UpdateJournalInput {
  id: number;
  /** Only the fields to change (PUT takes any subset). */
  payload: JournalUpdatePayload;
}

export async function updateJournal({
  id,
  payload,
}: UpdateJournalInput): Promise<Mutation<Journal>> {
  const { data } = await apiClient.put<Mutation<Journal>>(`journals/${id}`, payload);
  return data;
}

/** Updates a journal, stores the answer as its detail and refreshes every journals list. */
export function useUpdateJournal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJournal,
    onSuccess: async ({ data }) => {
      queryClient.setQueryData(journalKeys.detail(data.id), data);
      await queryClient.invalidateQueries({ queryKey: journalKeys.lists() });
    },
  });
}
