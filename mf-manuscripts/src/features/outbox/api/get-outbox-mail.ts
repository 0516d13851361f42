import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type OutboxMail, type Single } from '@colophon/shared/contracts';
import { outboxKeys } from './query-keys';

/** GET outbox/{id}: one mail (a sensitive one without its body). */
export async function getOutboxMail(id: number): Promise<OutboxMail> {
  const { data } = await apiClient.get<Single<OutboxMail>>(`outbox/${id}`);
  return data.data;
}

export const outboxMailQueryOptions = (id: number) =>
  queryOptions({ queryKey: outboxKeys.mail(id), queryFn: () => getOutboxMail(id) });

/** The mail the drawer shows; nothing is fetched while none is open. */
export const useOutboxMail = (id: number | null) =>
  useQuery({ ...outboxMailQueryOptions(id ?? 0), enabled: id !== null });
