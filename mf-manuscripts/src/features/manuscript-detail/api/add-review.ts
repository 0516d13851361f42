import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import {
  type Mutation,
  type PeerReviewFieldsInput,
  type Review,
  type ReviewCreateInput,
} from '@colophon/shared/contracts';
import { UPLOAD_TIMEOUT_MS, uploadProgress } from '../../../lib/upload';
import { manuscriptDetailKeys } from './query-keys';

/** The multipart field of a review's attached file (the API's REVIEW_FILE_FIELD). */
export const REVIEW_FILE_FIELD = 'review_file';

export interface AddReviewInput {
  manuscriptId: number;
  /** The spec's fields, with a reviewer's recommendation and confidential comments. */
  review: ReviewCreateInput & PeerReviewFieldsInput;
  /** An optional attached file (PDF, DOC, DOCX): then the review goes as multipart. */
  file?: File | null;
  onProgress?: (percent: number) => void;
}

/** The review as form fields: absent values are left out, as in the JSON body. */
function reviewForm(review: AddReviewInput['review'], file: File): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(review)) {
    // The review form's answers (an object) go as one JSON field, as the API reads them.
    if (value !== undefined && value !== null)
      body.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  body.append(REVIEW_FILE_FIELD, file, file.name);
  return body;
}

export async function addReview({
  manuscriptId,
  review,
  file,
  onProgress,
}: AddReviewInput): Promise<Review> {
  const url = `manuscripts/${manuscriptId}/reviews`;
  const { data } = file
    ? await apiClient.post<Mutation<Review>>(url, reviewForm(review, file), {
        timeout: UPLOAD_TIMEOUT_MS,
        onUploadProgress: uploadProgress(file, onProgress),
      })
    : await apiClient.post<Mutation<Review>>(url, review);
  return data.data;
}

/** An assigned reviewer's review; the manuscript's detail refreshes to show it. */
export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReview,
    onSuccess: (_, { manuscriptId }) =>
      queryClient.invalidateQueries({ queryKey: manuscriptDetailKeys.detail(manuscriptId) }),
  });
}
