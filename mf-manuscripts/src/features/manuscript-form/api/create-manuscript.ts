import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type ManuscriptFormOutput, type Mutation } from '@colophon/shared/contracts';
import { MANUSCRIPTS_ROOT_KEY } from '../../../lib/query-keys';
import { type ManuscriptDetail } from '../../../lib/manuscript';
import { UPLOAD_TIMEOUT_MS, uploadProgress } from '../../../lib/upload';
import { toManuscriptFormData } from '../lib/multipart';

export interface CreateManuscriptInput {
  values: ManuscriptFormOutput;
  /** Required to submit; a draft may be saved without it. */
  file: File | null;
  /** Submit at once (draft → submitted) instead of saving a draft. */
  submit: boolean;
  /** Upload progress, 0-100. */
  onProgress?: (percent: number) => void;
}

export async function createManuscript({
  values,
  file,
  submit,
  onProgress,
}: CreateManuscriptInput): Promise<ManuscriptDetail> {
  const { data } = await apiClient.post<Mutation<ManuscriptDetail>>(
    `journals/${values.journal_id}/manuscripts`,
    toManuscriptFormData(values, file, submit),
    {
      timeout: UPLOAD_TIMEOUT_MS,
      onUploadProgress: uploadProgress(file, onProgress),
    },
  );
  return data.data;
}

/** Creates a manuscript (multipart) and refreshes every manuscripts query. */
export function useCreateManuscript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManuscript,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MANUSCRIPTS_ROOT_KEY }),
  });
}
