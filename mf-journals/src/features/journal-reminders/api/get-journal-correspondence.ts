import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type JournalCorrespondenceResponse } from '@colophon/shared/contracts';
import { journalKeys } from '../../../lib/journal-keys';

/** Under the journal's detail key: dropping the journal drops its schedule too. */
export const correspondenceKey = (journalId: number) =>
  [...journalKeys.detail(journalId), 'correspondence'] as const;

export async function getJournalCorrespondence(
  journalId: number,
): Promise<JournalCorrespondenceResponse> {
  const { data } = await apiClient.get<JournalCorrespondenceResponse>(
    `journals/${journalId}/correspondence`,
  );
  return data;
}

export const getJournalCorrespondenceQueryOptions = (journalId: number) =>
  queryOptions({
    queryKey: correspondenceKey(journalId),
    queryFn: () => getJournalCorrespondence(journalId),
  });

/** A journal's revision period and reminder schedule, and whether the reader may change them. */
export const useJournalCorrespondence = (journalId: number) =>
  useQuery(getJournalCorrespondenceQueryOptions(journalId));
