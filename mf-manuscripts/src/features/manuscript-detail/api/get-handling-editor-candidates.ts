import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { manuscriptDetailKeys } from './query-keys';

export interface EditorOption {
  id: number;
  name: string;
}

export async function getHandlingEditorCandidates(manuscriptId: number): Promise<EditorOption[]> {
  const { data } = await apiClient.get<{ data: EditorOption[] }>(
    `manuscripts/${manuscriptId}/handling-editor-candidates`,
  );
  return data.data;
}

export const getHandlingEditorCandidatesQueryOptions = (manuscriptId: number) =>
  queryOptions({
    queryKey: [...manuscriptDetailKeys.detail(manuscriptId), 'handling-editors'] as const,
    queryFn: () => getHandlingEditorCandidates(manuscriptId),
    staleTime: 5 * 60_000,
  });

/** The associate editors the editor-in-chief may name (asked only of the editor-in-chief). */
export const useHandlingEditorCandidates = (manuscriptId: number, enabled: boolean) =>
  useQuery({ ...getHandlingEditorCandidatesQueryOptions(manuscriptId), enabled });
