/** Page size of the journals list and of a journal's manuscripts (a product constant). */
export const JOURNALS_PER_PAGE = 10;
