import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type JournalTeam, type JournalTeamInput, type Mutation } from '@colophon/shared/contracts';
import { journalKeys } from '../../../lib/journal-keys';

export interface UpdateJournalTeamInput {
  journalId: number;
  team: JournalTeamInput;
}

export async function updateJournalTeam({
  journalId,
  team,
}: UpdateJournalTeamInput): Promise<Mutation<JournalTeam>> {
  const { data } = await apiClient.put<Mutation<JournalTeam>>(`journals/${journalId}/team`, team);
  return data;
}

/** Replaces a journal's team and keeps the answer as the team the tab shows. */
export function useUpdateJournalTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJournalTeam,
    onSuccess: ({ data }, { journalId }) => {
      queryClient.setQueryData(journalKeys.team(journalId), data);
    },
  });
}
