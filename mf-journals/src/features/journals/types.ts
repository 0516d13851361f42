export { JOURNAL_STATUSES, type Journal, type JournalStatus } from '@colophon/shared/contracts';

/** Page size of the journals list (spec §9). */
export const JOURNALS_PER_PAGE = 10;

export interface JournalsListParams {
  page: number;
  perPage: number;
  search: string;
}

/** The query string of `GET journals` (blanks left out). */
export interface JournalsApiQuery {
  page: number;
  per_page: number;
  search?: string;
}
