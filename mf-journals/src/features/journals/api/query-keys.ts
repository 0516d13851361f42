import { type JournalManuscriptsParams, type JournalsListParams } from '../types';

/**
 * Query keys of the journals feature. `lists()` covers every page and filter;
 * `detail(id)` covers a journal and everything read under it (its manuscripts).
 */
export const journalKeys = {
  all: ['journals'] as const,
  lists: () => [...journalKeys.all, 'list'] as const,
  list: (params: JournalsListParams) => [...journalKeys.lists(), params] as const,
  details: () => [...journalKeys.all, 'detail'] as const,
  detail: (id: number) => [...journalKeys.details(), id] as const,
  manuscripts: (id: number, params: JournalManuscriptsParams) =>
    [...journalKeys.detail(id), 'manuscripts', params] as const,
};
