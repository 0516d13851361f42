/**
 * Query keys of the journals section, shared by its features: the list reads
 * `list(params)`, the detail `detail(id)`, and the form and delete mutations
 * refresh `lists()` and prime or drop `detail(id)`. `lists()` covers every page
 * and filter; `detail(id)` covers a journal and everything read under it (its
 * manuscripts, its editorial team). Params are the owning feature's own type.
 */
export const journalKeys = {
  all: ['journals'] as const,
  lists: () => [...journalKeys.all, 'list'] as const,
  list: (params: object) => [...journalKeys.lists(), params] as const,
  details: () => [...journalKeys.all, 'detail'] as const,
  detail: (id: number) => [...journalKeys.details(), id] as const,
  manuscripts: (id: number, params: object) =>
    [...journalKeys.detail(id), 'manuscripts', params] as const,
  team: (id: number) => [...journalKeys.detail(id), 'team'] as const,
  /** Users who may join a team in a role (the picker's search). */
  editorSearch: (role: string, search: string) =>
    [...journalKeys.all, 'editor-search', role, search] as const,
};
