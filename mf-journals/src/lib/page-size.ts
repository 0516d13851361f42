/** Page size of the journals list and of a journal's manuscripts (spec §9). */
export const JOURNALS_PER_PAGE = 10;
