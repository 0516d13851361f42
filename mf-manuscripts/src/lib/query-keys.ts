/**
 * The root of every manuscripts query (lists, My Submissions, details): a
 * change to a manuscript invalidates this one key and everything refreshes.
 */
export const MANUSCRIPTS_ROOT_KEY = ['manuscripts'] as const;
