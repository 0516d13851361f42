import { apiClient } from '@colophon/shared';
import { type ManuscriptRevision } from '@colophon/shared/contracts';

/**
 * Downloads a revision's file through the one API client (the file needs the
 * sign-in token, so a plain link would not do) and hands it to the browser.
 */
export async function downloadRevision(
  manuscriptId: number,
  revision: Pick<ManuscriptRevision, 'id' | 'file_name' | 'mime_type'>,
): Promise<void> {
  const response = await apiClient.get<Blob>(
    `manuscripts/${manuscriptId}/revisions/${revision.id}/file`,
    { responseType: 'blob' },
  );
  const blob =
    response.data instanceof Blob
      ? response.data
      : new Blob([response.data], { type: revision.mime_type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = revision.file_name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoking at once can cancel the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
