import { apiClient } from './api-client';

/**
 * Downloads a CSV export through the one client (so it carries the token and
 * language) and hands it to the browser as a file.
 */
export async function downloadCsv(
  path: string,
  params: Record<string, unknown> = {},
  filename = 'export.csv',
): Promise<void> {
  const response = await apiClient.get<Blob>(path, { params, responseType: 'blob' });
  const blob =
    response.data instanceof Blob ? response.data : new Blob([response.data], { type: 'text/csv' });
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
