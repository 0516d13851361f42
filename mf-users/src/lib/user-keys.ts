/**
 * Query keys of the users section. Everything hangs off `all`, so a mutation
 * can refresh every list (`lists()`) without knowing its params, and one
 * user's record and publications (`detail(id)`, `publications(id)`).
 * Section-wide because every feature of the section reads or changes users.
 */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: object) => [...userKeys.lists(), params] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (id: number) => [...userKeys.details(), id] as const,
  publications: (id: number) => [...userKeys.detail(id), 'publications'] as const,
  roles: () => [...userKeys.all, 'roles'] as const,
};
