/**
 * The root of every manuscripts query (lists, My Submissions, details): a
 * change to a manuscript invalidates this one key and everything refreshes.
 */
export const MANUSCRIPTS_ROOT_KEY = ['manuscripts'] as const;

export const manuscriptDetailKeys = {
  all: [...MANUSCRIPTS_ROOT_KEY, 'detail'] as const,
  detail: (id: number) => [...manuscriptDetailKeys.all, id] as const,
};
