/** Paging of a journal's manuscripts tab. */
export interface JournalManuscriptsParams {
  page: number;
  perPage: number;
}
