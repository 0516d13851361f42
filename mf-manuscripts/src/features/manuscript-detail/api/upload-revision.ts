import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type ManuscriptRevision, type Mutation } from '@colophon/shared/contracts';
import { MANUSCRIPTS_ROOT_KEY } from '../../../lib/query-keys';
import { MANUSCRIPT_FILE_FIELD, UPLOAD_TIMEOUT_MS, uploadProgress } from '../../../lib/upload';

export interface UploadRevisionInput {
  manuscriptId: number;
  file: File;
  changesSummary: string;
  onProgress?: (percent: number) => void;
}

/** A new version: it becomes the current file, version +1 (revision_requested → revised). */
export async function uploadRevision({
  manuscriptId,
  file,
  changesSummary,
  onProgress,
}: UploadRevisionInput): Promise<ManuscriptRevision> {
  const body = new FormData();
  if (changesSummary.trim()) body.append('changes_summary', changesSummary.trim());
  body.append(MANUSCRIPT_FILE_FIELD, file, file.name);
  const { data } = await apiClient.post<Mutation<ManuscriptRevision>>(
    `manuscripts/${manuscriptId}/revisions`,
    body,
    { timeout: UPLOAD_TIMEOUT_MS, onUploadProgress: uploadProgress(file, onProgress) },
  );
  return data.data;
}

/** The manuscript's version and status change with it: refresh every manuscripts query. */
export function useUploadRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadRevision,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MANUSCRIPTS_ROOT_KEY }),
  });
}
