import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type Paginated, type User } from '@colophon/shared/contracts';
import { journalKeys } from '../../../lib/journal-keys';

/** The platform role a picker lists. */
export type EditorRole = 'editor-in-chief' | 'associate-editor';

export interface EditorOption {
  id: number;
  name: string;
  email: string;
}

/** Active users holding `role` whose name or e-mail matches `search` (administrators only). */
export async function searchEditors(role: EditorRole, search: string): Promise<EditorOption[]> {
  const { data } = await apiClient.get<Paginated<User>>('users', {
    params: { role, search: search || undefined, status: 'active', per_page: 20, sort: 'name' },
  });
  return data.data.map(({ id, name, email }) => ({ id, name, email }));
}

export const searchEditorsQueryOptions = (role: EditorRole, search: string) =>
  queryOptions({
    queryKey: journalKeys.editorSearch(role, search),
    queryFn: () => searchEditors(role, search),
    staleTime: 30_000,
  });

export const useEditorSearch = (role: EditorRole, search: string) =>
  useQuery({ ...searchEditorsQueryOptions(role, search), placeholderData: keepPreviousData });
