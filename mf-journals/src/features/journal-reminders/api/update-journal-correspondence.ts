import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import {
  type JournalCorrespondence,
  type JournalCorrespondenceResponse,
  type Mutation,
} from '@colophon/shared/contracts';
import { correspondenceKey } from './get-journal-correspondence';

export interface UpdateJournalCorrespondenceInput {
  journalId: number;
  schedule: JournalCorrespondence;
}

export async function updateJournalCorrespondence({
  journalId,
  schedule,
}: UpdateJournalCorrespondenceInput): Promise<Mutation<JournalCorrespondence>> {
  const { data } = await apiClient.put<Mutation<JournalCorrespondence>>(
    `journals/${journalId}/correspondence`,
    schedule,
  );
  return data;
}

/** Saves the schedule and keeps the answer as the one the tab shows (whoever saved may edit). */
export function useUpdateJournalCorrespondence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJournalCorrespondence,
    onSuccess: ({ data }, { journalId }) => {
      queryClient.setQueryData<JournalCorrespondenceResponse>(correspondenceKey(journalId), {
        data,
        meta: { can_edit: true },
      });
    },
  });
}
