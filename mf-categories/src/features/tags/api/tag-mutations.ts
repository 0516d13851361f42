// The writes of the tags screen. Each refreshes every tag query (the list,
// pickers and filters elsewhere share the ['tags'] root).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, tagKeys } from '@colophon/shared';
import type {
  Mutation,
  Tag,
  TagInput,
  TagMergeInput,
  TagRemovalResult,
  TagUpdateInput,
} from '@colophon/shared/contracts';

export async function createTag(input: TagInput): Promise<Tag> {
  const { data } = await apiClient.post<Mutation<Tag>>('tags', input);
  return data.data;
}

export async function updateTag({ id, input }: { id: number; input: TagUpdateInput }) {
  const { data } = await apiClient.put<Mutation<Tag>>(`tags/${id}`, input);
  return data.data;
}

export async function deleteTag(id: number): Promise<TagRemovalResult> {
  const { data } = await apiClient.delete<TagRemovalResult>(`tags/${id}`);
  return data;
}

export async function mergeTag({ id, input }: { id: number; input: TagMergeInput }) {
  const { data } = await apiClient.post<Mutation<Tag>>(`tags/${id}/merge`, input);
  return data.data;
}

function useTagMutation<TVariables, TResult>(fn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagKeys.all }),
  });
}

export const useCreateTag = () => useTagMutation(createTag);
export const useUpdateTag = () => useTagMutation(updateTag);
export const useDeleteTag = () => useTagMutation(deleteTag);
export const useMergeTag = () => useTagMutation(mergeTag);
