import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import {
  type EditorialDecision,
  type ManuscriptStatus,
  type Mutation,
  type ReviewReleaseInput,
  type RevisionKind,
} from '@colophon/shared/contracts';
import { MANUSCRIPTS_ROOT_KEY } from '../../../lib/query-keys';
import { manuscriptDetailKeys } from './query-keys';
import { type ManuscriptDetail } from '../../../lib/manuscript';

export interface ChangeStatusInput {
  manuscript: Pick<ManuscriptDetail, 'id' | 'journal_id'>;
  status: ManuscriptStatus;
  /** The letter to the author: only for a step that is a decision (blank for any other). */
  letter: string;
  /** The note for the editors: never shown to authors or reviewers. */
  internalNote: string;
  /** The editor-in-chief's decision behind the step: then it goes to POST …/decisions. */
  decision?: EditorialDecision | null;
  /** A decision closing the round: every review of it, sent to the author or not. */
  reviews?: ReviewReleaseInput[];
  /** Accepting without a completed review: why (kept in the decision timeline). */
  reason?: string;
  /** Publishing: an optional DOI. */
  doi?: string;
  /** Publishing: the publication date (yyyy-mm-dd). */
  publishedAt?: string;
  /** Requesting revisions: minor or major, and the due date (yyyy-mm-dd; blank: the journal's default). */
  revisionKind?: RevisionKind;
  revisionDue?: string;
}

/**
 * Moves a manuscript along the workflow: a decision of the editor-in-chief is
 * `POST …/decisions`, submitting is `POST …/submit` (with journal_id; its
 * `notes` are the note for the editors), every other step the status call.
 */
export async function changeStatus({
  manuscript,
  status,
  letter: letterText,
  internalNote,
  decision,
  reviews,
  reason,
  doi,
  publishedAt,
  revisionKind,
  revisionDue,
}: ChangeStatusInput): Promise<ManuscriptDetail> {
  const letter = letterText.trim() || undefined;
  const note = internalNote.trim() || undefined;
  if (decision) {
    const { data } = await apiClient.post<Mutation<ManuscriptDetail>>(
      `manuscripts/${manuscript.id}/decisions`,
      {
        decision,
        letter: letter ?? null,
        ...(note ? { internal_note: note } : {}),
        ...(reviews ? { reviews } : {}),
        ...(reason?.trim() ? { reason: reason.trim() } : {}),
        ...(decision === 'publish' && doi?.trim() ? { doi: doi.trim() } : {}),
        ...(decision === 'publish' && publishedAt ? { published_at: publishedAt } : {}),
        ...(decision === 'request_revisions' && revisionKind
          ? { revision_kind: revisionKind }
          : {}),
        ...(decision === 'request_revisions' && revisionDue
          ? { revision_due_at: revisionDue }
          : {}),
      },
    );
    return data.data;
  }
  const { data } =
    status === 'submitted'
      ? await apiClient.post<Mutation<ManuscriptDetail>>(`manuscripts/${manuscript.id}/submit`, {
          journal_id: manuscript.journal_id,
          notes: note,
        })
      : await apiClient.post<Mutation<ManuscriptDetail>>(`manuscripts/${manuscript.id}/status`, {
          status,
          ...(letter ? { letter } : {}),
          ...(note ? { internal_note: note } : {}),
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
