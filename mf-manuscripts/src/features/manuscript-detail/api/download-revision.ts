import { downloadFile } from '@colophon/shared';
import { type ManuscriptRevision } from '@colophon/shared/contracts';

/** Downloads a revision's file (it needs the sign-in token, so a plain link would not do). */
export function downloadRevision(
  manuscriptId: number,
  revision: Pick<ManuscriptRevision, 'id' | 'file_name' | 'mime_type'>,
): Promise<void> {
  return downloadFile(`manuscripts/${manuscriptId}/revisions/${revision.id}/file`, {
    filename: revision.file_name,
    type: revision.mime_type,
  });
}
