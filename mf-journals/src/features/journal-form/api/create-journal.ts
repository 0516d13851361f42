import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type Journal, type JournalPayload, type Mutation } from '@colophon/shared/contracts';
import { journalKeys } from '../../../lib/journal-keys';

export async function createJournal(payload: JournalPayload): Promise<Mutation<Journal>> {
  const { data } = await apiClient.post<Mutation<Journal>>('journals', payload);
  return data;
}

/** Creates a journal, primes its detail and refreshes every journals list. */
export function useCreateJournal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJournal,
    onSuccess: async ({ data }) => {
      queryClient.setQueryData(journalKeys.detail(data.id), data);
      await queryClient.invalidateQueries({ queryKey: journalKeys.lists() });
    },
  });
}
