import { apiClient } from './api-client';

/**
 * Downloads a file of the API through the one client (so it carries the token
 * and language; a plain link would not) and hands it to the browser.
 */
export async function downloadFile(
  path: string,
  {
    params = {},
    filename,
    type,
  }: { params?: Record<string, unknown>; filename: string; type: string },
): Promise<void> {
  const response = await apiClient.get<Blob>(path, { params, responseType: 'blob' });
  saveBlob(
    response.data instanceof Blob ? response.data : new Blob([response.data], { type }),
    filename,
  );
}

/** Hands a blob made in the browser (or fetched) to the browser as a downloaded file. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoke after the click has been handled; revoking at once can cancel the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** Downloads a CSV export as a file. */
export function downloadCsv(
  path: string,
  params: Record<string, unknown> = {},
  filename = 'export.csv',
): Promise<void> {
  return downloadFile(path, { params, filename, type: 'text/csv' });
}
