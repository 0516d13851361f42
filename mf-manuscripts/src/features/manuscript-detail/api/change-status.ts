import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type ManuscriptStatus, type Mutation } from '@colophon/shared/contracts';
import { MANUSCRIPTS_ROOT_KEY } from '../../../lib/query-keys';
import { manuscriptDetailKeys } from './query-keys';
import { type ManuscriptDetail } from '../../../lib/manuscript';

export interface ChangeStatusInput {
  manuscript: Pick<ManuscriptDetail, 'id' | 'journal_id'>;
  status: ManuscriptStatus;
  notes: string;
}

/**
 * Moves a manuscript along the workflow: submitting is `POST …/submit`
 * (journal_id, spec §7), every other step the status call (status, notes).
 */
export async function changeStatus({
  manuscript,
  status,
  notes,
}: ChangeStatusInput): Promise<ManuscriptDetail> {
  const text = notes.trim() || undefined;
  const { data } =
    status === 'submitted'
      ? await apiClient.post<Mutation<ManuscriptDetail>>(`manuscripts/${manuscript.id}/submit`, {
          journal_id: manuscript.journal_id,
          notes: text,
        })
      : await apiClient.post<Mutation<ManuscriptDetail>>(`manuscripts/${manuscript.id}/status`, {
          status,
          notes: text,
        });
  return data.data;
}

/** The answer is the moved manuscript: it replaces the cached detail; lists refresh. */
export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStatus,
    onSuccess: async (manuscript) => {
      queryClient.setQueryData(manuscriptDetailKeys.detail(manuscript.id), manuscript);
      await queryClient.invalidateQueries({ queryKey: MANUSCRIPTS_ROOT_KEY });
    },
  });
}
