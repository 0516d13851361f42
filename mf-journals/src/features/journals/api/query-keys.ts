import { type JournalsListParams } from '../types';

/** Query keys of the journals feature; `lists()` covers every page and search. */
export const journalKeys = {
  all: ['journals'] as const,
  lists: () => [...journalKeys.all, 'list'] as const,
  list: (params: JournalsListParams) => [...journalKeys.lists(), params] as const,
};
