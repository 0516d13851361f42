import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, toApiError } from '@colophon/shared';
import { type Journal, type Single } from '@colophon/shared/contracts';
import { journalKeys } from '../../../lib/journal-keys';

export async function getJournal(id: number): Promise<Journal> {
  const { data } = await apiClient.get<Single<Journal>>(`journals/${id}`);
  return data.data;
}

/** A missing journal stays missing: retrying a 404 only delays the 'Journal not found' screen. */
export function shouldRetryJournal(failureCount: number, error: unknown): boolean {
  return toApiError(error).status !== 404 && failureCount < 1;
}

export const getJournalQueryOptions = (id: number) =>
  queryOptions({
    queryKey: journalKeys.detail(id),
    queryFn: () => getJournal(id),
    retry: shouldRetryJournal,
  });

/** `enabled` false for an id that cannot exist (a malformed route). */
export const useJournal = (id: number, enabled = true) =>
  useQuery({ ...getJournalQueryOptions(id), enabled });
