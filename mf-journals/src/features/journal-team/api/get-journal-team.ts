import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type JournalTeam, type Single } from '@colophon/shared/contracts';
import { journalKeys } from '../../../lib/journal-keys';

export async function getJournalTeam(journalId: number): Promise<JournalTeam> {
  const { data } = await apiClient.get<Single<JournalTeam>>(`journals/${journalId}/team`);
  return data.data;
}

export const getJournalTeamQueryOptions = (journalId: number) =>
  queryOptions({
    queryKey: journalKeys.team(journalId),
    queryFn: () => getJournalTeam(journalId),
  });

/** A journal's editorial team: its editors-in-chief and associate editors. */
export const useJournalTeam = (journalId: number) =>
  useQuery(getJournalTeamQueryOptions(journalId));
