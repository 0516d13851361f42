import { type OutboxParams } from '../lib/outbox-params';

/** Query keys of the outbox; `all` covers every list and mail (a refresh reloads them). */
export const outboxKeys = {
  all: ['outbox'] as const,
  list: (params: OutboxParams) => [...outboxKeys.all, 'list', params] as const,
  mail: (id: number) => [...outboxKeys.all, 'mail', id] as const,
  manuscript: (manuscriptId: number, page: number, perPage: number) =>
    [...outboxKeys.all, 'manuscript', manuscriptId, page, perPage] as const,
};
