import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import {
  type Mutation,
  type ReviewForm,
  type ReviewFormPayload,
  type ReviewFormResponse,
} from '@colophon/shared/contracts';
import { reviewFormKey } from './get-review-form';

export interface UpdateReviewFormInput {
  journalId: number;
  form: ReviewFormPayload;
}

export async function updateReviewForm({
  journalId,
  form,
}: UpdateReviewFormInput): Promise<Mutation<ReviewForm>> {
  const { data } = await apiClient.put<Mutation<ReviewForm>>(
    `journals/${journalId}/review-form`,
    form,
  );
  return data;
}

/** Saves every question; the answer becomes the form the tab shows (whoever saved may edit). */
export function useUpdateReviewForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReviewForm,
    onSuccess: ({ data }, { journalId }) => {
      queryClient.setQueryData<ReviewFormResponse>(reviewFormKey(journalId), {
        data,
        meta: { can_edit: true },
      });
    },
  });
}
