import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type Journal, type Paginated } from '@colophon/shared/contracts';

/** The journal picker loads the first 100 journals (a product constant). */
export const JOURNAL_PICKER_QUERY = { page: 1, per_page: 100 } as const;

export type JournalOption = Pick<Journal, 'id' | 'title' | 'is_active' | 'status'>;

export async function getJournalOptions(): Promise<JournalOption[]> {
  const { data } = await apiClient.get<Paginated<Journal>>('journals', {
    params: { ...JOURNAL_PICKER_QUERY },
  });
  return data.data.map(({ id, title, is_active, status }) => ({ id, title, is_active, status }));
}

/** Under the journals root key, so the journals section's changes refresh the picker too. */
export const getJournalOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['journals', 'picker', JOURNAL_PICKER_QUERY] as const,
    queryFn: getJournalOptions,
  });

export const useJournalOptions = () => useQuery(getJournalOptionsQueryOptions());

/** An inactive journal (inactive flag, or status inactive or suspended) takes no new submissions. */
export const acceptsSubmissions = (journal: Pick<Journal, 'is_active' | 'status'>) =>
  journal.is_active && journal.status !== 'inactive' && journal.status !== 'suspended';
