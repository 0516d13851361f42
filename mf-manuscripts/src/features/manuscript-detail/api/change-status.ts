import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import {
  type EditorialDecision,
  type ManuscriptStatus,
  type Mutation,
} from '@colophon/shared/contracts';
import { MANUSCRIPTS_ROOT_KEY } from '../../../lib/query-keys';
import { manuscriptDetailKeys } from './query-keys';
import { type ManuscriptDetail } from '../../../lib/manuscript';

export interface ChangeStatusInput {
  manuscript: Pick<ManuscriptDetail, 'id' | 'journal_id'>;
  status: ManuscriptStatus;
  notes: string;
  /** The editor-in-chief's decision behind the step: then it goes to POST …/decisions. */
  decision?: EditorialDecision | null;
  /** Accepting without a completed review: why (kept in the decision timeline). */
  reason?: string;
  /** Publishing: an optional DOI. */
  doi?: string;
  /** Publishing: the publication date (yyyy-mm-dd). */
  publishedAt?: string;
}

/**
 * Moves a manuscript along the workflow: a decision of the editor-in-chief is
 * `POST …/decisions` (the notes are the letter to the author), submitting is
 * `POST …/submit` (journal_id, spec §7), every other step the status call.
 */
export async function changeStatus({
  manuscript,
  status,
  notes,
  decision,
  reason,
  doi,
  publishedAt,
}: ChangeStatusInput): Promise<ManuscriptDetail> {
  const text = notes.trim() || undefined;
  if (decision) {
    const { data } = await apiClient.post<Mutation<ManuscriptDetail>>(
      `manuscripts/${manuscript.id}/decisions`,
      {
        decision,
        letter: text ?? null,
        ...(reason?.trim() ? { reason: reason.trim() } : {}),
        ...(decision === 'publish' && doi?.trim() ? { doi: doi.trim() } : {}),
        ...(decision === 'publish' && publishedAt ? { published_at: publishedAt } : {}),
      },
    );
    return data.data;
  }
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
